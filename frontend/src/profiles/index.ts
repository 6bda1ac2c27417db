import ProfilesIcon from '@mui/icons-material/PeopleAltOutlined';
import { ProfileList } from './ProfileList';

export default {
  list: ProfileList,
  icon: ProfilesIcon,
};
