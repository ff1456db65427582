import { definePageSingleton } from '../lib/page'

export const blogPage = definePageSingleton({
  name: 'blogPage',
  title: 'Blog page',
  route: '/blog',
})
