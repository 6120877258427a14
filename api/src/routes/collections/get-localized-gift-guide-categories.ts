import { arr, obj, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const SUPPORTED = ['en', 'en-GB', 'fr', 'de', 'zh', 'zh-Hant', 'es-ES', 'es-419', 'it', 'pt', 'ko'];
/** Locale isos of section 9 (en_US …) mapped back to codes. */
const ISO_TO_CODE: Record<string, string> = {
  en_US: 'en',
  en_GB: 'en-GB',
  fr_FR: 'fr',
  de_DE: 'de',
  zh_HANS: 'zh',
  zh_HANT: 'zh-Hant',
  es_419: 'es-419',
  es_ES: 'es-ES',
  it_IT: 'it',
  pt_BR: 'pt',
  ko_KR: 'ko',
};

/** Best supported locale for a `locale` query (code or iso) or an Accept-Language header; `en` by default. */
function pickLocale(locale: string | undefined, acceptLanguage: string | undefined): string {
  const candidates = [
    locale,
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim()),
  ].filter((c): c is string => Boolean(c));
  for (const raw of candidates) {
    const code = Object.hasOwn(ISO_TO_CODE, raw) ? (ISO_TO_CODE[raw] ?? raw) : raw;
    const exact = SUPPORTED.find((s) => s.toLowerCase() === code.toLowerCase());
    if (exact) return exact;
    if (/^zh-(tw|hk|hant)/i.test(code)) return 'zh-Hant';
    const base = SUPPORTED.find((s) => s.toLowerCase() === code.split(/[-_]/)[0]?.toLowerCase());
    if (base) return base;
  }
  return 'en';
}

const entry = obj({ key: str(), status: str(), value: str() });

/** GET /gift_guide/get_localized_categories: ACTIVE recipients and occasions labelled in the Accept-Language (or `locale`) language. */
export async function getLocalizedGiftGuideCategories(app: TypedApp): Promise<void> {
  app.get(
    '/gift_guide/get_localized_categories',
    {
      schema: {
        operationId: 'getGiftGuideCategories',
        security: [],
        tags: ['collections'],
        summary: 'Gift-guide recipients and occasions, localized',
        querystring: obj(
          {
            locale: str({
              maxLength: 20,
              description: 'Locale code or iso (fr, fr_FR); else Accept-Language',
            }),
          },
          [],
        ),
        response: {
          200: obj({ locale: str(), recipients: arr(entry), occasions: arr(entry) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const locale = pickLocale(request.query.locale, request.headers['accept-language']);
      const { rows } = await catalogContext(app).db.query<{
        kind: string;
        key: string;
        status: string;
        labels: Record<string, string>;
      }>(
        "select kind, key, status, labels from gift_guide_categories where status = 'ACTIVE' order by position",
      );
      const label = (r: (typeof rows)[number]) => ({
        key: r.key,
        status: r.status,
        value: r.labels[locale] ?? r.labels.en ?? r.key,
      });
      return {
        locale,
        recipients: rows.filter((r) => r.kind === 'recipient').map(label),
        occasions: rows.filter((r) => r.kind === 'occasion').map(label),
      };
    },
  );
}
