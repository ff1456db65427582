import { definePageSingleton } from '../lib/page'

export const mediaPage = definePageSingleton({
  name: 'mediaPage',
  title: 'Newsroom page',
  route: '/media',
})
