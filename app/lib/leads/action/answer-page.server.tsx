import { renderToStaticMarkup } from 'react-dom/server'

/** The page a no-JS lead post gets when it cannot go back to its form (bad request, limit, storage). */
export function leadAnswerPage(message: string, backTo: string): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{message}</title>
      </head>
      <body>
        <main>
          <h1>{message}</h1>
          <p>
            <a href={backTo}>Go back to the form</a>
          </p>
        </main>
      </body>
    </html>,
  )}`
}
