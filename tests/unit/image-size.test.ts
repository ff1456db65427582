import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { readImageSize } from '~/lib/content/image-size.server'

const svg = (text: string) => Buffer.from(text, 'utf8')

/** The first 33 bytes of a PNG: signature, then the IHDR chunk with width and height. */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'ascii')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes[24] = 8 // bit depth
  bytes[25] = 2 // colour type
  return bytes
}

/** A JPEG segment: marker, big-endian length (which counts itself), payload. */
const segment = (marker: number, payload: number[]) => {
  const length = payload.length + 2
  return [0xff, marker, length >> 8, length & 0xff, ...payload]
}
/** A start-of-frame payload: precision, height, width, three components. */
const frame = (width: number, height: number) => [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
const JFIF = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0])
const jpeg = (...segments: number[][]) => Buffer.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xd9])

/** A RIFF/WEBP container of `size` bytes whose first chunk is `chunk`; `fill` writes the chunk data. */
function webp(chunk: 'VP8X' | 'VP8L' | 'VP8 ', fill: (bytes: Buffer) => void, size = 40): Buffer {
  const bytes = Buffer.alloc(size)
  bytes.write('RIFF', 0, 'ascii')
  bytes.writeUInt32LE(size - 8, 4)
  bytes.write('WEBP', 8, 'ascii')
  bytes.write(chunk, 12, 'ascii')
  bytes.writeUInt32LE(size - 20, 16)
  fill(bytes)
  return bytes
}

describe('readImageSize: SVG', () => {
  it('reads width and height attributes', () => {
    expect(readImageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48"><rect/></svg>'))).toEqual({
      width: 220,
      height: 48,
      extension: 'svg',
    })
  })

  it('accepts px units, single quotes, spaces around = and rounds decimals', () => {
    expect(readImageSize(svg(`<svg width = '120px' height='80.6px' xmlns="http://www.w3.org/2000/svg"/>`))).toEqual({
      width: 120,
      height: 81,
      extension: 'svg',
    })
  })

  it('reads the size from the viewBox when width and height are missing', () => {
    expect(readImageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"></svg>'))).toEqual({
      width: 300,
      height: 150,
      extension: 'svg',
    })
    expect(readImageSize(svg('<svg viewBox="10,20,64.4,32.2"></svg>'))).toEqual({ width: 64, height: 32, extension: 'svg' })
  })

  it('keeps the aspect ratio of the viewBox when only one dimension is given', () => {
    expect(readImageSize(svg('<svg width="100" viewBox="0 0 200 50"/>'))).toEqual({ width: 100, height: 25, extension: 'svg' })
    expect(readImageSize(svg('<svg height="50" viewBox="0 0 200 100"/>'))).toEqual({ width: 100, height: 50, extension: 'svg' })
  })

  it('ignores relative units in favour of the viewBox', () => {
    expect(readImageSize(svg('<svg width="100%" height="100%" viewBox="0 0 640 480"/>'))).toEqual({ width: 640, height: 480, extension: 'svg' })
  })

  it('finds the svg element after an XML prolog and comments', () => {
    const text = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<SVG\n  width="32"\n  height="16">\n</SVG>'
    expect(readImageSize(svg(text))).toEqual({ width: 32, height: 16, extension: 'svg' })
  })

  it('does not take a size from look-alike attributes', () => {
    expect(readImageSize(svg('<svg stroke-width="2" data-height="9" viewBox="0 0 40 30"/>'))).toEqual({ width: 40, height: 30, extension: 'svg' })
  })

  it('reads the real seed logo', () => {
    const logo = readFileSync(fileURLToPath(new URL('../../seed/images/harbourline-logo.svg', import.meta.url)))
    expect(readImageSize(logo)).toEqual({ width: 220, height: 48, extension: 'svg' })
  })

  it.each([
    ['no size and no viewBox', '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'],
    ['relative units and no viewBox', '<svg width="10em" height="5em"/>'],
    ['a viewBox of three numbers', '<svg viewBox="0 0 300"/>'],
    ['a viewBox that is not numbers', '<svg viewBox="a b c d"/>'],
    ['a zero size', '<svg width="0" height="0"/>'],
    ['not an svg element', '<svgfoo width="10" height="10"/>'],
    ['HTML', '<!doctype html><html><body><img width="10" height="10"></body></html>'],
  ])('returns null for %s', (_label, text) => {
    expect(readImageSize(svg(text))).toBeNull()
  })
})

describe('readImageSize: PNG', () => {
  it('reads the IHDR size', () => {
    expect(readImageSize(png(1200, 800))).toEqual({ width: 1200, height: 800, extension: 'png' })
    expect(readImageSize(png(1, 70_000))).toEqual({ width: 1, height: 70_000, extension: 'png' })
  })

  it('does not read past a truncated header', () => {
    expect(readImageSize(png(1200, 800).subarray(0, 20))).toBeNull()
  })
})

describe('readImageSize: GIF', () => {
  it('reads the logical screen size', () => {
    const gif = Buffer.from([...Buffer.from('GIF89a', 'ascii'), 0x40, 0x01, 0xf0, 0x00, 0, 0, 0])
    expect(readImageSize(gif)).toEqual({ width: 320, height: 240, extension: 'gif' })
  })
})

describe('readImageSize: JPEG', () => {
  it('reads a baseline start-of-frame (SOF0) after an APP0 segment', () => {
    expect(readImageSize(jpeg(JFIF, segment(0xc0, frame(1920, 1080))))).toEqual({ width: 1920, height: 1080, extension: 'jpg' })
  })

  it('reads a progressive start-of-frame (SOF2)', () => {
    expect(readImageSize(jpeg(segment(0xc2, frame(640, 427))))).toEqual({ width: 640, height: 427, extension: 'jpg' })
  })

  it('skips DHT, DQT and EXIF segments, even ones in the SOF marker range', () => {
    const dht = segment(0xc4, [0x00, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    const dqt = segment(
      0xdb,
      Array.from({ length: 65 }, (_, index) => index),
    )
    const exif = segment(0xe1, [...Buffer.from('Exif\0\0', 'ascii'), 0xff, 0xc0, 0x00, 0x11, 8, 0, 1, 0, 1])
    expect(readImageSize(jpeg(JFIF, exif, dqt, dht, segment(0xc0, frame(800, 600))))).toEqual({ width: 800, height: 600, extension: 'jpg' })
  })

  it('returns null without a frame header', () => {
    expect(readImageSize(jpeg(JFIF))).toBeNull()
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
  })

  it('returns null for a corrupt segment chain', () => {
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0x12, 0x34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull()
  })

  it('returns null when the frame header is cut off', () => {
    expect(readImageSize(jpeg(JFIF, segment(0xc0, frame(800, 600))).subarray(0, 22))).toBeNull()
  })
})

describe('readImageSize: WebP', () => {
  it('reads an extended (VP8X) canvas size', () => {
    const bytes = webp('VP8X', (b) => {
      b.writeUIntLE(1920 - 1, 24, 3)
      b.writeUIntLE(1080 - 1, 27, 3)
    })
    expect(readImageSize(bytes)).toEqual({ width: 1920, height: 1080, extension: 'webp' })
  })

  it('reads a VP8X canvas larger than 16 bits', () => {
    const bytes = webp('VP8X', (b) => {
      b.writeUIntLE(70_000 - 1, 24, 3)
      b.writeUIntLE(1, 27, 3)
    })
    expect(readImageSize(bytes)).toEqual({ width: 70_000, height: 2, extension: 'webp' })
  })

  it('reads a lossless (VP8L) size from its 14-bit fields', () => {
    const bytes = webp('VP8L', (b) => {
      b[20] = 0x2f // signature
      // width-1 in bits 0..13, height-1 in bits 14..27, alpha and version above.
      b.writeUInt32LE(((400 - 1) | ((300 - 1) << 14) | (1 << 28)) >>> 0, 21)
    })
    expect(readImageSize(bytes)).toEqual({ width: 400, height: 300, extension: 'webp' })
  })

  it('reads a lossy (VP8) frame size, ignoring the scale bits', () => {
    const bytes = webp('VP8 ', (b) => {
      b[23] = 0x9d // start code 9d 01 2a
      b[24] = 0x01
      b[25] = 0x2a
      b.writeUInt16LE(1024 | (1 << 14), 26)
      b.writeUInt16LE(768 | (2 << 14), 28)
    })
    expect(readImageSize(bytes)).toEqual({ width: 1024, height: 768, extension: 'webp' })
  })

  it('returns null for an unknown first chunk', () => {
    const bytes = webp('VP8X', (b) => b.write('ALPH', 12, 'ascii'))
    expect(readImageSize(bytes)).toBeNull()
  })
})

describe('readImageSize: anything else', () => {
  it.each([
    ['an empty buffer', Buffer.alloc(0)],
    ['plain text', Buffer.from('hello, world', 'utf8')],
    ['random bytes', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xed, 0xfa, 0xce, 0x10, 0x20, 0x30, 0x40])],
    ['JSON', Buffer.from('{"width": 10, "height": 10}', 'utf8')],
    ['a PDF header', Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1')],
  ])('returns null for %s', (_label, bytes) => {
    expect(readImageSize(bytes)).toBeNull()
  })
})
