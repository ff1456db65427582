import { type LoaderFunctionArgs, redirect } from 'react-router'

// /home is the home page under a second address. One page, one URL: it answers with a
// permanent redirect to / that keeps the query (utm_campaign and the other campaign fields), so
// visitors and old links land on the home page, and search engines and Lighthouse see one page
// whose canonical link is itself (a 200 at /home with a canonical to / fails Lighthouse's SEO audit).
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  return redirect(`/${search}`, 301)
}
