/** Page geometry and type sizes shared by the will's body, its signature boxes and the page furniture (A4, points). */
export const LAYOUT = {
  size: 'A4',
  margins: { top: 64, bottom: 96, left: 68, right: 68 },
  /** Width of the column that holds a paragraph number ('3.1'). */
  numberWidth: 34,
  /** Width of the column that holds a list label ('(a)'). */
  labelWidth: 26,
  body: 10.5,
  heading: 12,
  title: 18,
  small: 8.5,
  lineGap: 2.5,
  /** Distance from the foot of the page to the footer's text line. */
  footerFromBottom: 56,
  ink: '#111111',
  muted: '#555555',
  watermark: '#888888',
  watermarkOpacity: 0.16,
} as const;

export const FONT = { regular: 'Serif', bold: 'Serif-Bold' } as const;
