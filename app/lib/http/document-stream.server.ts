import { Transform } from 'node:stream'

/**
 * The stream React renders a document into. React writes its HTML in 2 KB pieces, and Remix
 * flushes the compression stream after every piece it reads: a 220 KB home page became ~110
 * gzip sync-flushes and socket writes, twice the bytes of one gzip, and most of a request's CPU
 * outside rendering. This stream hands on, as one piece, everything React wrote in the same turn
 * of the event loop, so a page rendered in one go is compressed and sent in one go, while a part
 * that streams in later (a Suspense boundary) still leaves as soon as it is written.
 */
export function documentBodyStream(): Transform {
  let pending: Buffer[] = []
  let scheduled = false
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(handOn)
      }
      done()
    },
    flush(done) {
      handOn()
      done()
    },
  })
  function handOn() {
    scheduled = false
    if (pending.length === 0) return
    const pieces = pending
    pending = []
    stream.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces))
  }
  return stream
}
