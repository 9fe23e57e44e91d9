import type { SVGProps } from 'react';

/**
 * A few line icons drawn here rather than taken from antd-mobile-icons, which is not a declared
 * dependency of the web app; each is a 24×24 stroke path that follows the text colour.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 22, paths, ...rest }: IconProps & { paths: string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

export const IconHome = (p: IconProps) => <Svg {...p} paths={['M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9']} />;
export const IconCalendar = (p: IconProps) => (
  <Svg {...p} paths={['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M8 14h3']} />
);
export const IconJournal = (p: IconProps) => (
  <Svg {...p} paths={['M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z', 'M5 17a3 3 0 0 1 3-3h11', 'M9 8h6']} />
);
export const IconPlay = (p: IconProps) => <Svg {...p} paths={['M3 5h18v12H3z', 'M10 8.5v5l4.5-2.5z', 'M8 21h8']} />;
export const IconUser = (p: IconProps) => (
  <Svg {...p} paths={['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0']} />
);
export const IconSearch = (p: IconProps) => (
  <Svg {...p} paths={['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4']} />
);
export const IconMenu = (p: IconProps) => <Svg {...p} paths={['M4 6h16', 'M4 12h16', 'M4 18h16']} />;
export const IconBack = (p: IconProps) => <Svg {...p} paths={['m15 5-7 7 7 7']} />;
export const IconRight = (p: IconProps) => <Svg {...p} paths={['m9 5 7 7-7 7']} />;
export const IconUp = (p: IconProps) => <Svg {...p} paths={['m6 14 6-6 6 6', 'M6 5h12']} />;
export const IconClose = (p: IconProps) => <Svg {...p} paths={['M6 6l12 12', 'M18 6 6 18']} />;
export const IconGlobe = (p: IconProps) => (
  <Svg
    {...p}
    paths={['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M3 12h18', 'M12 3c3 3.5 3 14.5 0 18', 'M12 3c-3 3.5-3 14.5 0 18']}
  />
);
export const IconTasks = (p: IconProps) => (
  <Svg {...p} paths={['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01']} />
);
export const IconBulb = (p: IconProps) => (
  <Svg {...p} paths={['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z']} />
);
export const IconCompass = (p: IconProps) => (
  <Svg {...p} paths={['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'm15.5 8.5-2 5-5 2 2-5z']} />
);
export const IconAlert = (p: IconProps) => (
  <Svg {...p} paths={['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7.5v5.5', 'M12 16.5h.01']} />
);
export const IconClock = (p: IconProps) => (
  <Svg {...p} paths={['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2']} />
);
export const IconTeam = (p: IconProps) => (
  <Svg
    {...p}
    paths={[
      'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
      'M2.5 20a6.5 6.5 0 0 1 13 0',
      'M16 4.5a3.5 3.5 0 0 1 0 6.5',
      'M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
    ]}
  />
);
export const IconFolder = (p: IconProps) => <Svg {...p} paths={['M3 6h6l2 2h10v11H3z']} />;
