import RestartIcon from '@mui/icons-material/RestartAlt';
import {
  Button,
  Datagrid,
  DatagridBody,
  DatagridRow,
  ExportButton,
  Pagination,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { ReadList } from '../platform/connection/ReadList';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PAGE_SIZE } from '@scout/contracts/content/constants';
import { EngagementField } from '../socialProfile/EngagementField';
import { PlatformFilter } from '../socialProfile/PlatformFilter';
import { LIST_DEFAULT_PLATFORM } from '../socialProfile/platforms';
import { ContentBulkActions } from './ContentBulkActions';
import { CaptionField, CountField, CreatorField, FreshnessField, LiveTrackField, PublishedField, ThumbnailField } from './ContentFields';
import { contentFilters } from './ContentFilters';
import { hasContentFilters, resetContentFilters, DEFAULT_CONTENT_SORT } from './contentQuery';
import { contentExporter } from './contentExport';
import { CONTENTS_RESOURCE, type ContentRecord } from './contentsResource';
import { contentPagePath } from './paths';
import { NoContent } from './NoContent';
import { contentTestIds } from './testIds';

/** Clears the filters; the platform tab and the sort stay (spec section 4). */
function ResetButton() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button
      label="scout.content.reset"
      onClick={() => setFilters(resetContentFilters(filterValues), {})}
      disabled={!hasContentFilters(filterValues)}
      data-testid={contentTestIds.reset}
    >
      <RestartIcon />
    </Button>
  );
}

const rows = <DatagridBody row={<DatagridRow data-testid={contentTestIds.row} />} />;

function ContentDatagrid() {
  const navigate = useNavigate();
  // The row's creator travels along, so the content page can find the item in the creator's content.
  const open = (id: unknown, _resource: string, record: RaRecord) => {
    const { username, platform } = record as ContentRecord;
    void navigate(contentPagePath(String(id)), { state: { hint: { username, platform } } });
    return false as const;
  };
  return (
    <Datagrid body={rows} rowClick={open} bulkActionButtons={<ContentBulkActions />} empty={<NoContent />}>
      <ThumbnailField source="thumbnailUrl" label="" sortable={false} />
      <CreatorField source="username" sortable={false} />
      <CaptionField source="caption" sortable={false} />
      <PublishedField source="publishedAt" />
      <CountField source="views" />
      <CountField source="likes" />
      <CountField source="comments" sortable={false} />
      <CountField source="shares" sortable={false} />
      <CountField source="saves" sortable={false} />
      <EngagementField source="engagementRate" />
      <FreshnessField source="updatedAt" sortable={false} />
      <LiveTrackField source="liveTrack" sortable={false} />
    </Datagrid>
  );
}

/** `/contents`, the `contents` Resource's list: platform tabs, filters, sortable counts, live tracking, bulk actions and CSV export. */
export default function ContentListPage() {
  return (
    <div data-testid={contentTestIds.listPage}>
      <ReadList
        failed="scout.connection.failed.content"
        resource={CONTENTS_RESOURCE}
        title="scout.content.title"
        filters={contentFilters}
        filterDefaultValues={{ platform: LIST_DEFAULT_PLATFORM }}
        sort={DEFAULT_CONTENT_SORT}
        perPage={CONTENT_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
        actions={
          <TopToolbar>
            <ResetButton />
            <ExportButton data-testid={contentTestIds.export} />
          </TopToolbar>
        }
        empty={false}
        exporter={contentExporter}
      >
        <PlatformFilter />
        <ContentDatagrid />
      </ReadList>
    </div>
  );
}
