// Any path no other route claims: a real 404, rendered by the root error boundary with the chrome.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFoundRoute() {
  return null
}
