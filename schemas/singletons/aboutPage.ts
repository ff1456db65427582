import { definePageSingleton } from '../lib/page'

export const aboutPage = definePageSingleton({
  name: 'aboutPage',
  title: 'About page',
  route: '/about',
})
