/**
 * The stylesheet of every page, in the order the pages import it (the cascade depends on it):
 * the client build emits these as the page script's one CSS file, which the server links in
 * every page. The pages' JavaScript is not in the browser (only islands are), so their CSS is
 * listed here; test/structure.test.ts checks that every stylesheet under src/ is. (Imported for
 * their CSS alone, CSS modules are kept by vite.config.ts's keepPageStyles.)
 */
import './shared/page.module.css';
import './routes/not-found/not-found.module.css';
import './routes/request-status/request-status.module.css';
import './layout/FloatingButtons.module.css';
import './layout/Footer.module.css';
import './layout/Header.module.css';
import './layout/MobileMenu.module.css';
import './layout/site.css';
import './routes/about/about.module.css';
import './shared/callback/callback.module.css';
import './routes/area/area.module.css';
import './routes/contact/contact.module.css';
import './routes/faq/faq.module.css';
import './routes/home/EmergencyPopup.module.css';
import './routes/home/sections/sections.module.css';
import './routes/home/sections/BackgroundVideo.module.css';
import './routes/home/sections/Hero.module.css';
import './routes/home/sections/ServicesSection.module.css';
import './routes/legal/legal.module.css';
import './routes/promotions/promotions.module.css';
import './routes/reviews/reviews.module.css';
import './routes/services/services.module.css';
