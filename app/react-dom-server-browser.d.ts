// React 18's web-stream server renderer, which the server uses too (app/lib/platform/http/render-document.server.ts);
// @types/react-dom types it under 'react-dom/server' only.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server'
}
