import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code image (SVG drawn by the `qrcode` library) for an authenticator app to scan. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return null;
  return <img className="two-factor__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} width={200} height={200} />;
}
