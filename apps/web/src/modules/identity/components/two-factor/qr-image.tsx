import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The otpauth URI as a QR code, an SVG image (no markup injected into the page). Loaded lazily by
 * the set-up only, so the QR encoder stays out of every other bundle.
 */
export function QrImage({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }))}`;
  }, [value]);
  // White behind the code in dark mode too: cameras read dark-on-light.
  return <img src={src} alt={label} width={192} height={192} className="size-48 rounded-lg bg-white p-1" data-testid="two-factor-qr" />;
}
