import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * `text` as a QR code: an SVG drawn by the `qrcode` package, shown as an image. SVG rather than a
 * canvas, so it is sharp at any zoom and needs nothing the browser may lack.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (drawn) => current && setSvg(drawn),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (svg === null) return null;
  return <img className="qr-code" src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />;
}
