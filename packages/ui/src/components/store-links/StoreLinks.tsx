import { FormattedMessage } from 'react-intl';
import { PlainLink } from '../../plain/PlainLink';
import type { StoreLinkUrls } from '../../session';

/** Only web addresses become links: a mistyped config never puts a `javascript:` URL on a public page. */
function webUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The mobile apps' store pages (SPEC.md: one store link per platform), as the shell's run-time
 * config has them. A platform without a link is left out; with neither, nothing is shown. Plain
 * links, not antd's: the sign-in page shows them and loads without antd (#26).
 */
export function StoreLinks({ links }: { links?: StoreLinkUrls | null }) {
  const ios = webUrl(links?.ios);
  const android = webUrl(links?.android);
  if (!ios && !android) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 16 }}>
      {ios && (
        <PlainLink href={ios} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="ui.storeLinks.appStore" defaultMessage="Download on the App Store" />
        </PlainLink>
      )}
      {android && (
        <PlainLink href={android} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="ui.storeLinks.playStore" defaultMessage="Get it on Google Play" />
        </PlainLink>
      )}
    </div>
  );
}
