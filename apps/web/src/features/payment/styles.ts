// The visual language this feature shares: content panels (cms), buttons and status cards
// (shared/ui), form fields (passport), then the feature's own rules.
import '../cms/components/cms.css';
import '../../shared/ui/ui.css';
import '../../shared/ui/tabs.css';
import '../passport/passport.css';
import './payment.css';
