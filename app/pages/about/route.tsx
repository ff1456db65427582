import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'

import { ContentImage } from '~/components/content-image'
import { RichText } from '~/components/editorial/rich-text'
import { PageIntro } from '~/components/page-intro'
import { PageSection } from '~/components/ui'
import { withDraftGaps } from '~/lib/content/content.server'
import { readPageDocument } from '~/lib/content/detail.server'
import { getBenefits, getDefaultShareImage } from '~/lib/content/lists.server'
import { profilePlatform } from '~/lib/pages/editorial'
import { metaTags } from '~/lib/seo'
import { loadPage } from '~/lib/seo/page.server'
import { shareImageUrl } from '~/lib/seo/share-image.server'
import pagesStylesheet from '~/styles/pages.css?url'

import { aboutPageQuery } from './query'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStylesheet }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ meta }, about, values, shareImage] = await Promise.all([
    loadPage(request, 'aboutPage', '/about'),
    readPageDocument('aboutPage', aboutPageQuery),
    getBenefits('about'),
    getDefaultShareImage(),
  ])
  return withDraftGaps({
    about,
    values,
    meta: { ...meta, image: shareImageUrl(shareImage), imageAlt: shareImage.alt },
  })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta)

export default function AboutRoute() {
  const { about, values } = useLoaderData<typeof loader>()
  return (
    <>
      <PageIntro title={about.title}>
        <RichText value={about.intro} className="prose page-intro__prose" />
      </PageIntro>

      <PageSection id="about-values" heading={about.valuesHeading}>
        <ul className="value-grid">
          {values.map((value) => (
            <li key={value._id} className="value-card">
              <ContentImage image={value.icon} width={56} height={56} sizes="56px" />
              <h3 className="value-card__title">{value.heading}</h3>
              <p>{value.content}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-team" heading={about.teamHeading} intro={about.teamIntro} tint className="meets-footer">
        <span id="about-new-tab" hidden>
          Opens in a new tab
        </span>
        <ul className="team-grid">
          {about.team.map((member) => (
            <li key={member._id} className="team-card">
              <ContentImage image={member.portrait} width={160} height={160} sizes="160px" className="team-card__portrait" />
              <h3 className="team-card__name">{member.name}</h3>
              <p className="team-card__role">{member.role}</p>
              <a className="team-card__profile" href={member.profileUrl} target="_blank" rel="noopener noreferrer" aria-describedby="about-new-tab">
                <span className="visually-hidden">{member.name} on </span>
                {profilePlatform(member.profileUrl)}
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
