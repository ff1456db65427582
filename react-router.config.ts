import type { Config } from '@react-router/dev/config'

// Every page is rendered on the server (and works without JavaScript); the server build is an ES
// module that server.js imports.
export default {
  ssr: true,
  serverModuleFormat: 'esm',
} satisfies Config
