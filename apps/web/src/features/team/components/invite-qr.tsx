import { encode } from 'uqr';

/** The invite link as a QR code, dark modules on white so every camera reads it. Loaded lazily. */
export default function InviteQr({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="invite-qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-full rounded-lg bg-white"
    >
      <path d={path} fill="#04060d" />
    </svg>
  );
}
