// The e-mails a visitor gets: an acknowledgement of what they asked (every form), and the promo
// code for a promo sign-up. Neither repeats free text the form received (see requestSummary and
// greetingName): the address typed may not be the sender's own.
import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'

import { telHref } from '~/lib/ui/contact-links'

import type { AcceptedLead } from '../../types'
import { MailFrame, MailRows, mailStyles } from './mail-frame'
import { greetingName, mailTime, phoneEnding, REQUEST_WORDS, requestSummary, siteLink } from './mail-words'

/** When the agency calls back, as the acknowledgement promises it. */
const CALL_BACK_PROMISE = 'within one working day'

/** The brand as content names it, with the embedded default for leads stored before it was kept. */
const brandOf = (lead: AcceptedLead) => lead.visitorEmailExtras?.brandName ?? 'Harbourline Cruises'

function Greeting({ lead }: { lead: AcceptedLead }) {
  const name = greetingName(lead.fields.firstName)
  return <Text style={mailStyles.text}>{`Hello${name ? ` ${name}` : ''},`}</Text>
}

function SiteFooter({ lead, why }: { lead: AcceptedLead; why: string }) {
  const home = siteLink(lead.visitorEmailExtras?.siteUrl, '/')
  const brand = brandOf(lead)
  return (
    <Text style={mailStyles.small}>
      {`${why} `}
      {home ? (
        <Link href={home} style={mailStyles.link}>
          {brand}
        </Link>
      ) : (
        brand
      )}
    </Text>
  )
}

export function acknowledgementSubject(lead: AcceptedLead): string {
  return `We received your ${REQUEST_WORDS[lead.kind]}`
}

export function AcknowledgementMail({ lead, timeZone }: { lead: AcceptedLead; timeZone: string }) {
  const brand = brandOf(lead)
  const summary = requestSummary(lead.fields)
  const ending = phoneEnding(lead.fields)
  const agencyPhone = lead.visitorEmailExtras?.agencyPhone
  const deals = siteLink(lead.visitorEmailExtras?.siteUrl, '/cruisedeals')
  return (
    <MailFrame
      preview={`${acknowledgementSubject(lead)}: we will call you ${CALL_BACK_PROMISE}.`}
      footer={<SiteFooter lead={lead} why="You get this one e-mail because this address was given on a form of" />}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {acknowledgementSubject(lead)}
      </Heading>
      <Greeting lead={lead} />
      <Text style={mailStyles.text}>
        {`Thank you for contacting ${brand}. We received your ${REQUEST_WORDS[lead.kind]} on ${mailTime(Date.parse(lead.createdAt), timeZone)}.`}
      </Text>
      {summary.length > 0 ? (
        <>
          <Text style={mailStyles.text}>What you asked about:</Text>
          <MailRows rows={summary} caption="What you asked about" />
        </>
      ) : null}
      <Text style={mailStyles.text}>
        {`One of our cruise specialists will call you ${CALL_BACK_PROMISE}${ending ? ` on your number ending ${ending}` : ''}.`}
      </Text>
      {agencyPhone ? (
        <Text style={mailStyles.text}>
          {'To talk sooner, call us on '}
          <Link href={telHref(agencyPhone)} style={mailStyles.link}>
            {agencyPhone}
          </Link>
          .
        </Text>
      ) : null}
      {deals ? (
        <Text style={mailStyles.text}>
          {'Meanwhile, see our '}
          <Link href={deals} style={mailStyles.link}>
            latest cruise deals
          </Link>
          .
        </Text>
      ) : null}
      <Text style={mailStyles.text}>{brand}</Text>
    </MailFrame>
  )
}

export function promoSubject(lead: AcceptedLead): string {
  return `Your ${brandOf(lead)} promo code`
}

export function PromoCodeMail({ lead, code, unsubscribeUrl }: { lead: AcceptedLead; code: string; unsubscribeUrl: string | undefined }) {
  const brand = brandOf(lead)
  const amount = lead.visitorEmailExtras?.promoAmountLabel
  const saving = amount ? `It is worth up to ${amount} off your first booking.` : 'Use it on your first booking.'
  return (
    <MailFrame
      preview={`Your exclusive promo code: ${code}`}
      footer={
        unsubscribeUrl ? (
          <Text style={mailStyles.small}>
            {`You get this e-mail because you signed up for offers from ${brand}. `}
            <Link href={unsubscribeUrl} style={mailStyles.link}>
              Unsubscribe from offers
            </Link>
          </Text>
        ) : undefined
      }
    >
      <Greeting lead={lead} />
      <Text style={mailStyles.text}>{`Thank you for signing up with ${brand}. Your exclusive promo code is:`}</Text>
      <Text style={{ ...mailStyles.text, fontSize: '22px', fontWeight: 'bold', letterSpacing: '2px' }}>{code}</Text>
      <Text style={mailStyles.text}>{saving}</Text>
      <Text style={mailStyles.text}>Get ready to set sail with amazing savings!</Text>
      <Text style={mailStyles.text}>{brand}</Text>
    </MailFrame>
  )
}
