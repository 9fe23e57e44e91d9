/**
 * Line icons of the personal menu, drawn on a 24×24 grid in the current colour. Kept here
 * rather than adding an icon package: 17 small paths cost less than a dependency.
 */
const PATHS = {
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10',
  paper: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  journal: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  translate: 'M3 5h10M8 3v2M5 5c1 4 4 7 7 8M11 5c-1 4-4 7-7 8M13 21l4-10 4 10M14.5 18h5',
  check: 'M6 3h8l4 4v5M6 3v18h6M10.5 17.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M20 21l-2-2',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H4zM4 7l12-3v3M15 13h5v3h-5z',
  coupon: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM9 9l6 6M9.5 9.5h0M14.5 14.5h0',
  coin: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M9 8l3 4 3-4M12 12v5M9 13h6',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6M9 16h3',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  card: 'M3 5h18v14H3zM6 15c.5-2 2-3 3-3s2.5 1 3 3M7.5 9.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M14 9h4M14 13h4',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  gear: 'M19 10.5L21.4 10.7L21.4 13.3L19 13.5L18.1 15.9L19.6 17.7L17.7 19.6L15.9 18.1L13.5 19L13.3 21.4L10.7 21.4L10.5 19L8.1 18.1L6.3 19.6L4.4 17.7L5.9 15.9L5 13.5L2.6 13.3L2.6 10.7L5 10.5L5.9 8.1L4.4 6.3L6.3 4.4L8.1 5.9L10.5 5L10.7 2.6L13.3 2.6L13.5 5L15.9 5.9L17.7 4.4L19.6 6.3L18.1 8.1zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="pe-icon"
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
