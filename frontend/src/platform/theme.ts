import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The white-label colours (spec section 3, UI state `colors`). */
export interface ScoutColors {
  primary: string;
  primaryLight: string;
  secondary: string;
  secondaryLight: string;
  textLight: string;
  textDark: string;
  appBackground: string;
  navbarBackground: string;
}

export const scoutColors: ScoutColors = {
  primary: '#4f46e5',
  primaryLight: '#e0e7ff',
  secondary: '#f97316',
  secondaryLight: '#ffedd5',
  textLight: '#6b7280',
  textDark: '#111827',
  appBackground: '#f5f6fa',
  navbarBackground: '#ffffff',
};

export interface ThemeSettings {
  /** Colours supplied by a white-label agency; missing ones keep Scout's. */
  colors?: Partial<ScoutColors>;
  /** Windows gets a thin custom scrollbar (spec section 2). */
  thinScrollbar?: boolean;
}

const thinScrollbarStyles = {
  '*': { scrollbarWidth: 'thin' },
  '*::-webkit-scrollbar': { width: 6, height: 6 },
  '*::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(0, 0, 0, 0.25)', borderRadius: 3 },
  '*::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
};

export function buildTheme({ colors = {}, thinScrollbar = false }: ThemeSettings = {}): RaThemeOptions {
  const c: ScoutColors = { ...scoutColors, ...colors };
  return {
    ...defaultTheme,
    palette: {
      mode: 'light',
      primary: { main: c.primary, light: c.primaryLight },
      secondary: { main: c.secondary, light: c.secondaryLight },
      background: { default: c.appBackground, paper: '#ffffff' },
      text: { primary: c.textDark, secondary: c.textLight },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
    components: {
      ...defaultTheme.components,
      MuiCssBaseline: { styleOverrides: thinScrollbar ? thinScrollbarStyles : {} },
      RaAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: c.navbarBackground,
            color: c.textDark,
            boxShadow: 'none',
            borderBottom: '1px solid rgba(0, 0, 0, 0.08)',
          },
        },
      },
    },
  };
}
