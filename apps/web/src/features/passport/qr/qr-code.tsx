import { useMemo } from 'react';
import { encodeQr } from './qr-encode';

interface Props {
  text: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Accessible name of the picture. */
  label: string;
}

/** A QR code as one SVG path with the 4-module quiet zone the standard asks for. */
export function QrCode({ text, size = 200, label }: Props) {
  const symbol = useMemo(() => encodeQr(text), [text]);
  const quiet = 4;
  const dim = symbol.size + quiet * 2;
  const d = useMemo(() => {
    const parts: string[] = [];
    symbol.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
      });
    });
    return parts.join('');
  }, [symbol]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dim} ${dim}`}
      shapeRendering="crispEdges"
      data-qr-version={symbol.version}
    >
      <rect width={dim} height={dim} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
