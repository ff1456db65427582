import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageIntro } from '~/components/page-intro'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request, 'mediaPage', '/media')

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function NewsroomRoute() {
  const { page } = useLoaderData<typeof loader>()
  return <PageIntro title={page.title} />
}
