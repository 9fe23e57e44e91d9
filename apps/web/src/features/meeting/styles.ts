// The visual language this feature shares: content rows and panels (cms), buttons and status
// cards (shared/ui), then the feature's own rules.
import '../cms/components/cms.css';
import '../../shared/ui/ui.css';
import '../../shared/ui/tabs.css';
import './meeting.css';
