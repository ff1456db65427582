// Reads an image's intrinsic size from its bytes, so the embedded backend can give every image
// the same width/height metadata Sanity's asset pipeline gives (needed for width/height attributes).
export interface ImageSize {
  width: number
  height: number
  extension: 'svg' | 'png' | 'jpg' | 'webp' | 'gif'
}

export function readImageSize(bytes: Buffer): ImageSize | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), extension: 'png' }
  }
  if (bytes.length >= 10 && bytes.toString('ascii', 0, 3) === 'GIF') {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8), extension: 'gif' }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpegSize(bytes)
  if (bytes.length >= 30 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return readWebpSize(bytes)
  }
  return readSvgSize(bytes.toString('utf8', 0, Math.min(bytes.length, 4096)))
}

function readJpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    const length = bytes.readUInt16BE(offset + 2)
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7), extension: 'jpg' }
    }
    offset += 2 + length
  }
  return null
}

function readWebpSize(bytes: Buffer): ImageSize | null {
  const chunk = bytes.toString('ascii', 12, 16)
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3), extension: 'webp' }
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), extension: 'webp' }
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff, extension: 'webp' }
  }
  return null
}

function readSvgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return null
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1]
  const pixels = (value: string | undefined) => {
    const match = value ? /^\s*([\d.]+)(px)?\s*$/.exec(value) : null
    return match ? Math.round(Number(match[1])) : null
  }
  let width = pixels(attribute('width'))
  let height = pixels(attribute('height'))
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if ((!width || !height) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth = 0, boxHeight = 0] = viewBox
    width ??= Math.round(height ? (boxWidth * height) / boxHeight : boxWidth)
    height ??= Math.round((boxHeight * width) / boxWidth)
  }
  return width && height ? { width, height, extension: 'svg' } : null
}
