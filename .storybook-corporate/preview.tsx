import type { Preview } from '@storybook/react-vite';
import preview from '../.storybook/preview';

/** Storybook's preview, opened on the corporate tenant (a story's own `globals` still win). */
const corporatePreview: Preview = {
  ...preview,
  initialGlobals: { ...preview.initialGlobals, tenant: 'corporate' },
};

export default corporatePreview;
