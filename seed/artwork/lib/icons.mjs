// 160x160 duotone line icons: foam disc, navy 6px strokes, aqua fills,
// coral status badges. Drawn to stay readable at 64px.
import { C } from './core.mjs'

const NAVY = C.navy
const AQUA = C.aqua
const CORAL = C.coral

/** Coral badge at the lower right with a white glyph. */
function badge(glyph, cx = 116, cy = 114) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="20" fill="${CORAL}" stroke="#fff" stroke-width="5"/>` +
    `<g transform="translate(${cx} ${cy})" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`
  )
}
const _CHECK = '<path d="M-9 0l6 6l11 -12"/>'
const CROSS = '<path d="M-7 -7l14 14M7 -7l-14 14"/>'
const CLOCK = '<circle r="10" stroke-width="3.5"/><path d="M0 -5v5l4 3" stroke-width="3.5"/>'
const PAUSE = '<path d="M-4 -7v14M4 -7v14"/>'
const ZERO = '<ellipse rx="6" ry="9" stroke-width="4.5"/>'
const UNDO = '<path d="M-8 -2a9 9 0 1 1 3 8" stroke-width="4"/><path d="M-12 -7l4 6l6 -4" stroke-width="4"/>'

const BODIES = {
  'icon-tech-human':
    `<rect x="34" y="34" width="46" height="86" rx="9" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<rect x="34" y="34" width="46" height="86" rx="9"/><path d="M50 108h14"/>` +
    `<path d="M57 80c-6-5-12-8-12-15a6 6 0 0 1 12-2a6 6 0 0 1 12 2c0 7-6 10-12 15z" fill="${CORAL}" stroke="none"/>` +
    `<circle cx="108" cy="70" r="13" fill="#fff"/><path d="M86 124c0-20 10-30 22-30s22 10 22 30"/>`,
  'icon-best-price':
    `<path d="M84 34H122a6 6 0 0 1 6 6V78L80 126L34 80Z" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<path d="M84 34H122a6 6 0 0 1 6 6V78L80 126L34 80Z"/><circle cx="110" cy="52" r="6"/>` +
    `<path d="M78 64l5.5 11.5l12.5 1.7l-9 8.8l2.2 12.4l-11.2-6l-11.2 6l2.2-12.4l-9-8.8l12.5-1.7z" fill="${CORAL}" stroke="none"/>`,
  'icon-easy-booking':
    `<rect x="32" y="42" width="96" height="82" rx="10" fill="#fff"/><path d="M32 52a10 10 0 0 1 10-10h76a10 10 0 0 1 10 10v14H32z" fill="${AQUA}" stroke="none"/>` +
    `<rect x="32" y="42" width="96" height="82" rx="10"/><path d="M32 66h96M56 32v20M104 32v20"/>` +
    `<path d="M60 96l12 12l26-26" stroke="${CORAL}" stroke-width="8"/>`,
  'icon-zero-fee':
    `<path d="M40 30h80v96l-10-7l-10 7l-10-7l-10 7l-10-7l-10 7l-10-7l-10 7z" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<path d="M40 30h80v96l-10-7l-10 7l-10-7l-10 7l-10-7l-10 7l-10-7l-10 7z"/><path d="M56 54h48M56 72h32M56 90h20"/>` +
    badge(ZERO),
  'icon-experience':
    `<path d="M62 98l-14 32l14-6l8 12l10-30M98 98l14 32l-14-6l-8 12l-10-30" fill="${CORAL}" stroke="none"/>` +
    `<circle cx="80" cy="72" r="38" fill="${AQUA}" stroke="none" opacity=".55"/><circle cx="80" cy="72" r="38"/>` +
    `<path d="M80 50l6.5 13.5l14.7 2l-10.7 10.4l2.6 14.6l-13.1-7l-13.1 7l2.6-14.6l-10.7-10.4l14.7-2z" fill="${NAVY}" stroke="none"/>`,
  'icon-counsellor':
    `<path d="M44 128c0-26 16-40 36-40s36 14 36 40z" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<circle cx="80" cy="62" r="22" fill="#fff"/><path d="M44 128c0-26 16-40 36-40s36 14 36 40"/>` +
    `<path d="M52 66v-6a28 28 0 0 1 56 0v6"/><rect x="46" y="58" width="12" height="20" rx="5" fill="${NAVY}"/><rect x="102" y="58" width="12" height="20" rx="5" fill="${NAVY}"/>` +
    `<path d="M108 78c0 10-8 14-18 14" stroke="${CORAL}"/><circle cx="88" cy="92" r="4" fill="${CORAL}" stroke="none"/>`,
  'icon-free-cancellation':
    `<rect x="30" y="40" width="90" height="80" rx="10" fill="#fff"/><path d="M30 50a10 10 0 0 1 10-10h70a10 10 0 0 1 10 10v12H30z" fill="${AQUA}" stroke="none"/>` +
    `<rect x="30" y="40" width="90" height="80" rx="10"/><path d="M30 62h90M52 30v20M98 30v20M48 80h12M70 80h12M48 98h12"/>` +
    badge(UNDO),
  'icon-payment-options':
    `<rect x="44" y="34" width="88" height="58" rx="9" fill="${AQUA}" stroke="none" opacity=".7" transform="rotate(-10 88 63)"/>` +
    `<rect x="28" y="60" width="92" height="60" rx="9" fill="#fff"/><rect x="28" y="60" width="92" height="60" rx="9"/>` +
    `<path d="M28 78h92" stroke-width="10"/><path d="M42 104h22"/>` +
    `<circle cx="118" cy="118" r="18" fill="${CORAL}" stroke="#fff" stroke-width="5"/><circle cx="118" cy="118" r="8" stroke="#fff" stroke-width="3.5"/>`,
  'step-destination':
    `<path d="M28 46l32-12l40 12l32-12v80l-32 12l-40-12l-32 12z" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<path d="M28 46l32-12l40 12l32-12v80l-32 12l-40-12l-32 12zM60 34v80M100 46v80"/>` +
    `<path d="M80 104c-14-16-22-26-22-38a22 22 0 0 1 44 0c0 12-8 22-22 38z" fill="${CORAL}" stroke="#fff" stroke-width="5"/><circle cx="80" cy="66" r="8" fill="#fff" stroke="none"/>`,
  'step-cruise-line':
    `<path d="M26 92h108l-12 22H40z" fill="${AQUA}" stroke="none" opacity=".7"/>` +
    `<path d="M26 92h108l-12 22H40z"/><path d="M44 92V74h66v18M56 74V60h40v14"/><path d="M84 60V42h14v18" fill="${CORAL}" stroke="${CORAL}"/>` +
    `<path d="M58 83h4M74 83h4M90 83h4" stroke-width="5"/>` +
    `<path d="M26 130q9-6 18 0t18 0t18 0t18 0t18 0t18 0"/>`,
  'step-book':
    `<path d="M28 50h104v18a12 12 0 0 0 0 24v18H28V92a12 12 0 0 0 0-24z" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<path d="M28 50h104v18a12 12 0 0 0 0 24v18H28V92a12 12 0 0 0 0-24z"/><path d="M102 56v8M102 76v8M102 96v8" stroke-width="4"/>` +
    `<path d="M50 80l12 12l22-24" stroke="${CORAL}" stroke-width="8"/>`,
  'icon-medical':
    `<rect x="30" y="50" width="100" height="74" rx="12" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<rect x="30" y="50" width="100" height="74" rx="12"/><path d="M62 50V40a6 6 0 0 1 6-6h24a6 6 0 0 1 6 6v10"/>` +
    `<path d="M72 66h16v12h12v16H88v12H72V94H60V78h12z" fill="${CORAL}" stroke="none"/>`,
  'icon-evacuation':
    `<path d="M44 72h52c18 0 28 10 28 24v4H60c-10 0-16-6-16-14z" fill="${AQUA}" stroke="none" opacity=".6"/>` +
    `<path d="M44 72h52c18 0 28 10 28 24v4H60c-10 0-16-6-16-14zM44 80H22M22 72v16M84 72V58M40 58h90M64 100v16M104 100v16M52 118h68"/>` +
    `<path d="M100 78h12a8 8 0 0 1 8 8v2h-20z" fill="#fff" stroke="none"/>` +
    `<path d="M74 84h14M81 77v14" stroke="${CORAL}" stroke-width="5"/>`,
  'icon-trip-cancellation':
    `<rect x="36" y="52" width="80" height="68" rx="10" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<rect x="36" y="52" width="80" height="68" rx="10"/><path d="M62 52V40h28v12M60 52v68M92 52v68M48 128v-8M104 128v-8"/>` +
    badge(CROSS),
  'icon-missed-port':
    `<circle cx="74" cy="46" r="10" fill="${AQUA}"/><path d="M74 56v68M56 72h36"/>` +
    `<path d="M38 94c0 20 16 30 36 30s36-10 36-30"/><path d="M30 98l8-8l8 8M102 98l8-8l8 8"/>` +
    badge(CLOCK),
  'icon-interruption':
    `<path d="M36 112c20 0 20-30 44-30s20-34 44-34" stroke="${AQUA}" stroke-width="10"/>` +
    `<path d="M36 112c20 0 20-30 44-30s20-34 44-34" stroke-dasharray="2 12"/>` +
    `<circle cx="36" cy="112" r="9" fill="#fff"/>` +
    `<path d="M124 64c-10-11-15-18-15-26a15 15 0 0 1 30 0c0 8-5 15-15 26z" fill="${NAVY}" stroke="none"/><circle cx="124" cy="38" r="5" fill="#fff" stroke="none"/>` +
    badge(PAUSE, 80, 82),
  'icon-missed-excursion':
    `<rect x="28" y="52" width="96" height="66" rx="12" fill="${AQUA}" stroke="none" opacity=".55"/>` +
    `<rect x="28" y="52" width="96" height="66" rx="12"/><path d="M56 52l8-14h24l8 14"/>` +
    `<circle cx="76" cy="84" r="18" fill="#fff"/><circle cx="76" cy="84" r="7" fill="${NAVY}" stroke="none"/><path d="M108 64h4"/>` +
    badge(CLOCK),
}

export const ICONS = Object.keys(BODIES)

export function icon(doc, name) {
  const body = BODIES[name]
  if (!body) throw new Error('unknown icon ' + name)
  doc.add(
    `<circle cx="80" cy="80" r="76" fill="${C.foam}"/>` +
      `<g fill="none" stroke="${NAVY}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
  )
}
