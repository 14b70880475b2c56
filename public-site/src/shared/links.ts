import type { Promotion } from '@tow/contracts/promotion';
import type { Service } from '@tow/contracts/service';

/** Where a service or a promotion is described: its card on the list page. */
export const serviceHref = (service: Pick<Service, 'id'>) => `/services#service-${service.id}`;
export const promotionHref = (promotion: Pick<Promotion, 'id'>) =>
  `/promotions#promotion-${promotion.id}`;
