import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig(
  packageBuild([
    'src/index.ts',
    // Subpaths loaded lazily by the listing page, so its first load carries neither.
    'src/PhotoModal/index.ts',
    'src/ListingMaps/index.ts',
  ]),
);
