// The agency's mail of one lead: who, what, when on the agency's clock, and links to call,
// WhatsApp or reply to the person at once.
import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'

import type { AcceptedLead } from '../../types'
import { MailFrame, MailRows, mailStyles } from './mail-frame'
import { agencyMailRows, contactActions, mailbox, REQUEST_WORDS } from './mail-words'

export function AgencyLeadMail({ lead, timeZone }: { lead: AcceptedLead; timeZone: string }) {
  const what = REQUEST_WORDS[lead.kind]
  const actions = contactActions(lead.fields)
  return (
    <MailFrame preview={`A new ${what} from the website`}>
      <Heading as="h1" style={mailStyles.heading}>
        {`A new ${what} from the website`}
      </Heading>
      {actions.length > 0 ? (
        <Section>
          {actions.map((action) => (
            <Text key={action.href} style={mailStyles.actionLine}>
              <Link href={action.href} style={mailStyles.action}>
                {action.label}
              </Link>
            </Text>
          ))}
        </Section>
      ) : null}
      <MailRows rows={agencyMailRows(lead, timeZone)} caption="The lead" />
      {mailbox(lead.fields.email) ? <Text style={mailStyles.small}>Replying to this e-mail writes to the person who sent the form.</Text> : null}
    </MailFrame>
  )
}
