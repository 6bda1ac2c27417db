import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { toCsv, type CsvColumn } from './csv';

/**
 * A react-admin `exporter` writing what the list shows (its filter and sort, up to the export
 * button's `maxResults`) as `<fileName>.csv` with the given columns, instead of every field raw.
 */
export function csvExporter<R extends RaRecord>(fileName: string, columns: readonly CsvColumn<R>[]): Exporter<R> {
  return (records) => downloadCSV(toCsv(records, columns), fileName);
}
