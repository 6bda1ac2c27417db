/** A saved profile a story can be uploaded for. */
export interface StoryCreator {
  id: string;
  username: string;
}
