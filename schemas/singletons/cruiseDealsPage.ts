import { definePageSingleton } from '../lib/page'

export const cruiseDealsPage = definePageSingleton({
  name: 'cruiseDealsPage',
  title: 'Cruise deals page',
  route: '/cruisedeals',
})
