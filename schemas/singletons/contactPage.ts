import { definePageSingleton } from '../lib/page'

export const contactPage = definePageSingleton({
  name: 'contactPage',
  title: 'Contact page',
  route: '/contact',
})
