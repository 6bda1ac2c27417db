import { whitelabelTestIds } from './testIds';

/** Full screen, before the theme exists: plain styles, the agency's logo or favicon when known. */
export function LoadingOverlay({ image }: { image: string | null }) {
  return (
    <div
      data-testid={whitelabelTestIds.loadingOverlay}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#ffffff',
        zIndex: 2000,
      }}
    >
      {image ? <img src={image} alt="" style={{ maxWidth: 160, maxHeight: 80 }} /> : null}
    </div>
  );
}
