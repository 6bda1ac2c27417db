import { GlobalStyles } from '@mui/material';

/**
 * How a report prints (while a report page is open): no app bar, menu, banner or buttons, the cards
 * kept whole on a page and their colours (the heatmap's shades) printed as shown.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '12mm' },
          'html, body': { background: '#fff !important' },
          '*': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
          // The app's frame: app bar, menu, the verify-email banner; and every button of the page.
          'header.MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root, [data-testid="verify-email-banner"], button, .MuiButton-root, .MuiIconButton-root':
            {
              display: 'none !important',
            },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          '.RaLayout-content, main': { padding: '0 !important' },
          '.MuiCard-root': { breakInside: 'avoid', pageBreakInside: 'avoid', boxShadow: 'none !important', border: '1px solid #ddd' },
        },
      }}
    />
  );
}
