import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useActionData, useLoaderData } from 'react-router'

import { PageIntro } from '~/components/page-intro'
import { UNSUBSCRIBE_PARAM } from '~/lib/leads/unsubscribe-link'
import pagesStylesheet from '~/styles/pages.css?url'

import { UNSUBSCRIBE_HEADERS, unsubscribeByPost, unsubscribePage, type UnsubscribeState } from './answer.server'

export const links = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { status, ...page } = await unsubscribePage(request)
  return data(page, { status, headers: UNSUBSCRIBE_HEADERS })
}

export async function action({ request }: ActionFunctionArgs) {
  const { status, ...page } = await unsubscribeByPost(request)
  return data(page, { status, headers: UNSUBSCRIBE_HEADERS })
}

export const headers = () => UNSUBSCRIBE_HEADERS

const TEXTS: Record<UnsubscribeState, { title: string; lead: string }> = {
  confirm: {
    title: 'Unsubscribe from offers',
    lead: 'Press the button to stop the offers and promo codes we e-mail to this address. Your enquiries are not affected: we still answer them.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    lead: 'We will e-mail no more offers to this address. If you send us an enquiry, we will still answer it.',
  },
  already: {
    title: 'You are unsubscribed',
    lead: 'This address was already unsubscribed: we e-mail it no offers. If you send us an enquiry, we will still answer it.',
  },
  invalid: {
    title: 'This unsubscribe link does not work',
    lead: 'The link is incomplete or was changed. Open it again from the e-mail, exactly as it is, or ask us by phone or through the contact page.',
  },
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${TEXTS[data?.state ?? 'invalid'].title} | Harbourline Cruises` },
  { name: 'robots', content: 'noindex' },
]

export default function UnsubscribeRoute() {
  const page = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const { state, token } = done ?? page
  const text = TEXTS[state]
  return (
    <>
      <PageIntro title={text.title}>
        <p className="page-intro__lead" role={done ? 'status' : undefined}>
          {text.lead}
        </p>
      </PageIntro>
      <div className="container status-actions">
        {state === 'confirm' && token ? (
          <Form method="post" replace>
            <input type="hidden" name={UNSUBSCRIBE_PARAM} value={token} />
            <button className="button" type="submit">
              Unsubscribe
            </button>
          </Form>
        ) : (
          <Link className="button" to="/">
            Back to the home page
          </Link>
        )}
      </div>
    </>
  )
}
