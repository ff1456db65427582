import { art } from './detail-artwork.mjs'

// "Meet the Crew" on /about: four people, in the order the About page lists them.
const member = (id, order, name, role, profile) => ({
  _id: `teamMember-${id}`,
  _type: 'teamMember',
  name,
  role,
  portrait: art(`team-${order}`, `Illustrated portrait of ${name}`),
  profileUrl: `https://www.linkedin.com/in/${profile}`,
  order,
})

export default [
  member('ananya-rao', 1, 'Ananya Rao', 'Founder and Managing Director', 'harbourline-ananya-rao'),
  member('marcus-tan', 2, 'Marcus Tan', 'Head of Cruise Sales, Singapore', 'harbourline-marcus-tan'),
  member('vikram-mehta', 3, 'Vikram Mehta', 'Head of Cruise Sales, India', 'harbourline-vikram-mehta'),
  member('sarah-lim', 4, 'Sarah Lim', 'Guest Experience Lead', 'harbourline-sarah-lim'),
]
