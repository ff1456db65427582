import { definePageSingleton } from '../lib/page'

export const singaporePage = definePageSingleton({
  name: 'singaporePage',
  title: 'Cruise from Singapore page',
  route: '/singapore-cruise',
})
