import { definePageSingleton } from '../lib/page'

export const insurancePage = definePageSingleton({
  name: 'insurancePage',
  title: 'Cruise insurance page',
  route: '/asego-insurance',
})
