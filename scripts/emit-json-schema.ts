// `npm run content:schema`: writes content/portfolio.schema.json so editors autocomplete the content file.
import { writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { PortfolioDocumentSchema } from '../content/schema.ts';

const schema = toJsonSchema(PortfolioDocumentSchema, { errorMode: 'ignore' });
const out = new URL('../content/portfolio.schema.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify({ ...schema, title: 'Portfolio content', description: 'content/portfolio.json' }, null, 2)}\n`,
);
console.log(`wrote ${out.pathname}`);
