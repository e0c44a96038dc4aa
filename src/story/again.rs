//! A story opened again elsewhere: what its run searches and with what
//! settings, a value another thread can take (a student's own copy of the
//! lecturer's run, `gametree serve`), and the story it opens there.

use super::maxn::MaxnStory;
use super::search::SearchStory;
use super::{AnyStory, Story};
use crate::scenario::Scenario;
use crate::search::Setup;
use crate::subject::Subject;
use crate::words::CutNames;
use std::sync::Arc;

/// What a story runs on, shared, and its settings.
#[derive(Clone)]
pub enum Again {
    Search {
        subject: Arc<dyn Subject>,
        setup: Setup,
        names: CutNames,
    },
    Maxn {
        scenario: Arc<Scenario>,
    },
}

impl AnyStory {
    /// The story as it can be opened again; none for a proof.
    pub fn again(&self) -> Option<Again> {
        match self {
            AnyStory::Search(s) => Some(Again::Search {
                subject: s.subject.clone(),
                setup: s.setup,
                names: s.cut_names(),
            }),
            AnyStory::Maxn(s) => Some(Again::Maxn {
                scenario: Arc::new(s.scenario.clone()),
            }),
            AnyStory::Proof(_) => None,
        }
    }
}

impl Again {
    /// The story opened anew, at its first step.
    pub fn open(&self) -> Result<AnyStory, String> {
        Ok(match self {
            Again::Search {
                subject,
                setup,
                names,
            } => {
                let mut s = SearchStory::open_shared(subject.clone(), *setup)?;
                s.reword(*names);
                s.into()
            }
            Again::Maxn { scenario } => MaxnStory::open((**scenario).clone(), None)?.into(),
        })
    }
}
