import { PRODUCT } from '@clara/domain/brand';
import { DESKTOP_BREAKPOINT_PX } from '@clara/domain/constants';
import { PROMO_POSTER_MOBILE, PROMO_POSTER_WIDE, PROMO_VIDEO_MOBILE, PROMO_VIDEO_WIDE } from '../../../ui/media';
import { ClickToPlayVideo } from './ClickToPlayVideo';
import { useMediaQuery } from './useMediaQuery';

/** Landing promo (SPEC §2): the wide variant from DESKTOP_BREAKPOINT_PX, the vertical one below; plays on click. */
export function PromoVideo() {
  const wide = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  return (
    <ClickToPlayVideo
      key={wide ? 'wide' : 'mobile'}
      src={wide ? PROMO_VIDEO_WIDE : PROMO_VIDEO_MOBILE}
      poster={wide ? PROMO_POSTER_WIDE : PROMO_POSTER_MOBILE}
      title={`Conoce a ${PRODUCT.name} en 9 segundos`}
      shape={wide ? 'wide' : 'tall'}
      hero
    />
  );
}
