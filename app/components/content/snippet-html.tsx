/**
 * Renders content HTML. The string was sanitized on the server before the page state was built
 * (sanitize-content.ts), so the browser bundle carries no sanitizer.
 */
export function SnippetHtml({ html, className = 'snippet-html' }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
