// Friendly abstract head-and-shoulders portraits in a 200x200 design space.
import { C, darken, lighten, s } from './core.mjs'

export const SKIN = ['#f7d7bd', '#eab48c', '#d49a6a', '#b57346', '#8d5530', '#5e3a22']
export const HAIR = ['#2b1d16', '#4a2f1f', '#8a5a32', '#c9954a', '#1a1a1f', '#6b6b70', '#a33d2a']

/**
 * person spec: { skin, hair, hairStyle, shirt, collar, bg, bg2, glasses, beard, earrings, scarf }
 * hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'wrap' | 'bald' | 'wavy' | 'pony'
 */
export function person(p) {
  const skin = p.skin
  const skinShade = darken(skin, 0.12)
  const hair = p.hair
  let back = ''
  let front = ''
  const hx = 100
  const hy = 86
  switch (p.hairStyle) {
    case 'long':
      back += `<path d="M58 92C54 52 74 40 100 40S146 52 142 92L148 150H52Z" fill="${hair}"/>`
      front += `<path d="M62 86C60 52 80 40 100 40C120 40 140 52 138 86C128 70 112 62 96 62C86 70 74 78 64 84Z" fill="${hair}"/>`
      break
    case 'bun':
      back += `<circle cx="100" cy="38" r="16" fill="${hair}"/>`
      front += `<path d="M63 88C60 54 80 40 100 40S140 54 137 88C128 68 114 60 100 60S72 68 63 88Z" fill="${hair}"/>`
      break
    case 'curly': {
      let d = ''
      const pts = [
        [62, 76, 15],
        [70, 56, 16],
        [86, 44, 16],
        [104, 40, 17],
        [122, 46, 16],
        [134, 62, 15],
        [140, 82, 13],
        [60, 96, 12],
        [140, 100, 12],
        [100, 52, 14],
      ]
      for (const [x, y, r] of pts) d += s`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
      back += `<path d="${d}" fill="${hair}"/>`
      break
    }
    case 'wrap':
      back += `<path d="M56 96C52 52 74 36 100 36S148 52 144 96C146 126 136 146 100 152C64 146 54 126 56 96Z" fill="${p.scarf || C.sea}"/>`
      front += `<path d="M66 78C68 50 86 40 100 40S132 50 134 78C122 64 112 60 100 60S78 64 68 74Z" fill="${darken(p.scarf || C.sea, 0.15)}"/>`
      break
    case 'wavy':
      back += `<path d="M60 96C56 56 76 42 100 42S144 56 140 96C146 110 140 122 132 126C134 110 128 100 124 96H76C72 100 66 110 68 126C60 122 54 110 60 96Z" fill="${hair}"/>`
      front += `<path d="M63 86C60 56 80 40 102 40C124 40 142 58 137 86C130 70 120 62 106 60C96 70 80 80 64 84Z" fill="${hair}"/>`
      break
    case 'pony':
      back += `<path d="M132 70C150 76 154 100 146 124C140 110 136 96 128 88Z" fill="${hair}"/>`
      front += `<path d="M63 88C60 54 80 40 100 40S140 54 137 88C126 70 110 62 92 64C80 70 70 78 63 88Z" fill="${hair}"/>`
      break
    case 'bald':
      front += `<path d="M68 74C72 58 84 50 100 50S128 58 132 74C126 66 116 62 100 62S74 66 68 74Z" fill="${hair}" opacity=".35"/>`
      break
    default: // short
      front += `<path d="M63 84C58 54 78 40 100 40C124 40 144 56 137 84C134 72 128 64 118 62C106 66 84 66 72 64C68 68 66 74 64 82Z" fill="${hair}"/>`
  }
  const shirt = p.shirt
  let out = back
  // shoulders / torso
  out += `<path d="M34 200C34 160 58 138 100 138S166 160 166 200Z" fill="${shirt}"/>`
  // neck
  out += `<path d="M88 116V140Q100 150 112 140V116Z" fill="${skinShade}"/>`
  if (p.collar === 'v')
    out += `<path d="M84 138L100 164L116 138" fill="${skinShade}"/><path d="M80 136L100 164L120 136" fill="none" stroke="${lighten(shirt, 0.3)}" stroke-width="3"/>`
  else if (p.collar === 'shirt') out += `<path d="M86 138L100 152L114 138L120 150L100 158L80 150Z" fill="#ffffff"/>`
  else out += `<path d="M84 140Q100 154 116 140" fill="none" stroke="${darken(shirt, 0.2)}" stroke-width="4"/>`
  // ears + head
  out += `<ellipse cx="64" cy="92" rx="7" ry="10" fill="${skinShade}"/><ellipse cx="136" cy="92" rx="7" ry="10" fill="${skinShade}"/>`
  if (p.earrings) out += `<circle cx="64" cy="104" r="3.5" fill="${C.gold}"/><circle cx="136" cy="104" r="3.5" fill="${C.gold}"/>`
  out += `<ellipse cx="${hx}" cy="${hy}" rx="36" ry="42" fill="${skin}"/>`
  // face: simple, friendly
  out += `<circle cx="87" cy="90" r="3.6" fill="#2a1d18"/><circle cx="113" cy="90" r="3.6" fill="#2a1d18"/>`
  out += `<path d="M89 106Q100 115 111 106" fill="none" stroke="#7a3b2a" stroke-width="3.2" stroke-linecap="round"/>`
  out += `<circle cx="80" cy="102" r="6" fill="#ff8a7a" opacity=".25"/><circle cx="120" cy="102" r="6" fill="#ff8a7a" opacity=".25"/>`
  if (p.beard)
    out += `<path d="M66 94C68 118 82 130 100 130S132 118 134 94C128 110 120 112 100 112S72 110 66 94ZM90 108Q100 104 110 108Q100 116 90 108Z" fill="${hair}"/>`
  if (p.glasses)
    out += `<g fill="none" stroke="#2a2a33" stroke-width="2.6"><circle cx="87" cy="90" r="10"/><circle cx="113" cy="90" r="10"/><path d="M97 90h6M77 88l-10 -3M123 88l10 -3"/></g>`
  out += front
  return out
}

/** Background for avatars: solid colour with a soft wave band. */
export function portraitBg(bg, bg2) {
  return `<rect width="200" height="200" fill="${bg}"/>` + `<path d="M0 150C40 136 70 162 110 150S170 132 200 142V200H0Z" fill="${bg2 || darken(bg, 0.08)}"/>`
}

export const AVATARS = [
  { skin: SKIN[1], hair: HAIR[0], hairStyle: 'long', shirt: C.coral, collar: 'round', bg: '#cfeaf3', earrings: true },
  { skin: SKIN[3], hair: HAIR[4], hairStyle: 'short', shirt: C.navy, collar: 'shirt', bg: '#f6e2c6', beard: true },
  { skin: SKIN[0], hair: HAIR[3], hairStyle: 'bun', shirt: '#2f8f7a', collar: 'v', bg: '#e4dcf3', glasses: true },
  { skin: SKIN[4], hair: HAIR[4], hairStyle: 'curly', shirt: '#f2b544', collar: 'round', bg: '#d6efe4' },
  { skin: SKIN[2], hair: HAIR[0], hairStyle: 'wrap', shirt: '#7a5aa0', collar: 'round', bg: '#fde3dc', scarf: '#1d7a99' },
  { skin: SKIN[5], hair: HAIR[5], hairStyle: 'bald', shirt: C.sea, collar: 'shirt', bg: '#e9f0f5', glasses: true, beard: true },
]

export const TEAM = [
  { skin: SKIN[2], hair: HAIR[1], hairStyle: 'wavy', shirt: C.navy, collar: 'v', bg: '#d7eef6', earrings: true },
  { skin: SKIN[1], hair: HAIR[0], hairStyle: 'short', shirt: '#2f6f8f', collar: 'shirt', bg: '#f3e6cf', glasses: true },
  { skin: SKIN[3], hair: HAIR[0], hairStyle: 'pony', shirt: C.coral, collar: 'round', bg: '#e2eadf' },
  { skin: SKIN[4], hair: HAIR[4], hairStyle: 'short', shirt: '#3b3f6b', collar: 'shirt', bg: '#ece2f2', beard: true },
]
