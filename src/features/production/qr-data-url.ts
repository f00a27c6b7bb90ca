// The QR code of a job id as an SVG data URL, made with the `qrcode` package (loaded only when a
// ticket is shown, so the list does not carry it).
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
