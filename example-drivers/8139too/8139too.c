// SPDX-License-Identifier: GPL-2.0
/*
 * 8139too: a napi-compat example driver for the RealTek RTL8139 family,
 * programmed in the classic way every member of the family shares.
 *
 * Receive: the chip writes frames one after another into one ring buffer
 * in host memory, each behind a four-byte header (status and length) and
 * rounded up to a multiple of four bytes.  The chip's write pointer is
 * CBR, the driver's read pointer is CAPR, which by the chip's convention
 * lags 16 bytes behind the next frame.  With WRAP set in RCR a frame that
 * starts near the end of the ring is written on past it instead of being
 * split, so the buffer carries room for one more frame after the ring.
 *
 * Transmit: four fixed slots.  The driver copies a frame into the slot's
 * buffer (TSAD) and writes its length to the slot's status register
 * (TSD), which hands the slot to the chip; the chip sends the slots in
 * order and reports completion in the same register.
 *
 * The PHY is built in; its basic MII registers are mapped into the chip's
 * register window at 0x62 and up.
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/ethtool.h>
#include <linux/mii.h>
#include <linux/interrupt.h>
#include <linux/dma-mapping.h>
#include <linux/delay.h>
#include <linux/timer.h>
#include <linux/skbuff.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/workqueue.h>
#include <linux/rtnetlink.h>

#define DRV_NAME	"8139too"

/* Register window */
#define RTL_IDR0	0x00	/* station address, 6 bytes */
#define RTL_MAR0	0x08	/* multicast hash filter, 8 bytes */
#define RTL_TSD0	0x10	/* transmit status of slot 0..3, 32 bits each */
#define RTL_TSAD0	0x20	/* transmit buffer address of slot 0..3 */
#define RTL_RBSTART	0x30	/* receive ring address */
#define RTL_CR		0x37	/* command */
#define RTL_CAPR	0x38	/* receive read pointer (minus 16) */
#define RTL_CBR		0x3a	/* receive write pointer */
#define RTL_IMR		0x3c	/* interrupt mask */
#define RTL_ISR		0x3e	/* interrupt status, write 1 to clear */
#define RTL_TCR		0x40	/* transmit configuration */
#define RTL_RCR		0x44	/* receive configuration */
#define RTL_MPC		0x4c	/* missed packet counter, 24 bits */
#define RTL_9346CR	0x50	/* EEPROM command: unlocks config writes */
#define RTL_MULINT	0x5c	/* early receive interrupt select */
#define RTL_HLTCLK	0x5b	/* 'R' runs, 'H' halts the clock (early chips) */
#define RTL_BMCR	0x62	/* built-in PHY: MII register 0 */
#define RTL_BMSR	0x64	/* MII register 1 */
#define RTL_ANAR	0x66	/* MII register 4 */
#define RTL_ANLPAR	0x68	/* MII register 5 */
#define RTL_ANER	0x6a	/* MII register 6 */

/* CR */
#define CR_BUFE		0x01	/* receive ring empty */
#define CR_TE		0x04	/* transmitter enable */
#define CR_RE		0x08	/* receiver enable */
#define CR_RST		0x10	/* soft reset, clears itself when done */

/* 9346CR */
#define EE_CONFIG_WRITE	0xc0	/* config registers and BMCR writable */
#define EE_NORMAL	0x00

/* ISR and IMR */
#define INT_ROK		0x0001	/* frame received */
#define INT_RER		0x0002	/* frame received with an error */
#define INT_TOK		0x0004	/* frame sent */
#define INT_TER		0x0008	/* transmit aborted */
#define INT_RXOVW	0x0010	/* receive ring full: frames are being missed */
#define INT_PUN		0x0020	/* packet underrun or link change */
#define INT_FOVW	0x0040	/* receive FIFO overflow */
#define INT_SERR	0x8000	/* PCI system error */

/*
 * Every receive event, ring-full included, is masked while the poll runs:
 * the poll is what makes room, so an interrupt then would only say what
 * the poll already knows.  Under a flood the line stays quiet until the
 * poll catches up; some implementations hold frames back instead of
 * counting them missed while ring-full is masked, and the poll frees
 * space for them as it goes.
 */
#define INT_RX_POLL	(INT_ROK | INT_RER | INT_RXOVW | INT_FOVW)
#define INT_ENABLED	(INT_RX_POLL | INT_TOK | INT_TER | INT_PUN | INT_SERR)

/* TSD */
#define TSD_SIZE	0x00001fff	/* bytes to send */
#define TSD_OWN		0x00002000	/* frame copied into the chip's FIFO */
#define TSD_TUN		0x00004000	/* FIFO ran empty while sending */
#define TSD_TOK		0x00008000	/* sent */
#define TSD_ERTXTH_SHIFT 16		/* start sending at n * 32 bytes */
#define TSD_ERTXTH_MAX	0x3f
#define TSD_NCC_SHIFT	24		/* collisions seen, 4 bits */
#define TSD_OWC		0x20000000	/* out of window collision */
#define TSD_TABT	0x40000000	/* aborted */
#define TSD_CRS		0x80000000	/* carrier lost while sending */

/* TCR */
#define TCR_CLRABT	0x00000001	/* resend the aborted frame */
#define TCR_RETRY_16	0x00000080	/* 16 + 8 * 16 retries */
#define TCR_DMA_1024	0x00000600	/* PCI burst of at most 1024 bytes */
#define TCR_IFG_STD	0x03000000	/* the 802.3 inter-frame gap */
#define TCR_HWVER_MASK	0x7cc00000	/* chip version bits */

/* RCR */
#define RCR_AAP		0x00000001	/* every unicast frame */
#define RCR_APM		0x00000002	/* frames to our address */
#define RCR_AM		0x00000004	/* multicast frames passing MAR */
#define RCR_AB		0x00000008	/* broadcast frames */
#define RCR_DMA_UNLIM	0x00000700	/* no limit on the PCI burst */
#define RCR_RBLEN_32K	0x00001000	/* ring of 32K + 16 bytes */
#define RCR_FIFO_NONE	0x0000e000	/* move whole frames from the FIFO */
#define RCR_ACCEPT	(RCR_AAP | RCR_APM | RCR_AM | RCR_AB)
/*
 * No WRAP bit: a frame that reaches the ring end continues at its start.
 * With WRAP the chip writes on past the end, and a frame longer than the
 * slack behind the ring would land in memory that is not ours.
 */
#define RCR_BASE	(RCR_DMA_UNLIM | RCR_RBLEN_32K | RCR_FIFO_NONE)

/* Receive header: status in the low 16 bits, length with CRC above */
#define RXS_ROK		0x0001	/* good frame */
#define RXS_FAE		0x0002	/* frame alignment error */
#define RXS_CRC		0x0004	/* CRC error */
#define RXS_LONG	0x0008	/* longer than 4K */
#define RXS_RUNT	0x0010	/* shorter than 64 bytes */
#define RXS_ISE		0x0020	/* invalid symbol */
#define RXS_MAR		0x8000	/* multicast */
/* length the chip shows while it is still moving the frame in */
#define RX_LEN_EARLY	0xfff0

#define RX_RING_LEN	(32 * 1024)
#define RX_RING_ALLOC	(RX_RING_LEN + 16)
#define RX_MIN_LEN	(ETH_ZLEN + ETH_FCS_LEN)
#define RX_MAX_LEN	(ETH_FRAME_LEN + 4 + ETH_FCS_LEN) /* room for a VLAN tag */
/* a good frame's length can be believed up to this; past it the ring is lost */
#define RX_SANE_LEN	(RX_RING_LEN / 2)

#define TX_SLOTS	4
#define TX_BUF_SIZE	1536	/* a frame; TSAD must be 32-bit aligned */
#define TX_START_THRESH	(256 / 32)

/* The early chips that can halt their clock (8139, 8139 rev K, 8139A) */
#define HWVER_8139	0x40000000
#define HWVER_8139K	0x60000000
#define HWVER_8139A	0x70000000
#define HWVER_8139AG	0x70800000

#define RTL_PHY_ID	32	/* the built-in PHY's address for the MII code */
#define MEDIA_PERIOD	(2 * HZ)
#define TX_TIMEOUT	(6 * HZ)

static int debug = -1;
module_param(debug, int, 0);
MODULE_PARM_DESC(debug, "netif message level (-1: default)");

/*
 * For the test harness's own fault tests: a driver that loses frames must
 * fail the counting cells.  Never set outside them.
 */
static unsigned int fault_lose_rx;
module_param(fault_lose_rx, uint, 0);
MODULE_PARM_DESC(fault_lose_rx,
		 "testing only: discard every Nth good frame, counted nowhere (0: never)");

/*
 * Also for the fault tests: a receive path too slow for what is offered,
 * so that the frames are lost in front of the NIC (QEMU stops reading its
 * socket while the ring is full) whatever the host's own speed.
 */
static unsigned int fault_slow_rx;
module_param(fault_slow_rx, uint, 0);
MODULE_PARM_DESC(fault_slow_rx,
		 "testing only: microseconds spent on each ring entry, at most 1000 (0: none)");

struct rtl_counters {
	u64 rx_packets, rx_bytes, rx_errors, rx_dropped, multicast;
	u64 rx_length_errors, rx_crc_errors, rx_frame_errors;
	u64 rx_over_errors, rx_missed_errors;
	u64 tx_packets, tx_bytes, tx_errors, tx_dropped, collisions;
	u64 tx_aborted_errors, tx_carrier_errors, tx_window_errors;
	u64 tx_fifo_errors;
};

struct rtl_priv {
	struct net_device *dev;
	struct pci_dev *pdev;
	void __iomem *regs;
	struct napi_struct napi;

	/* IMR, the transmit slots, RCR and the counters */
	spinlock_t lock;
	u16 imr;
	u32 rcr_accept;		/* accept bits RCR has */
	u32 rcr_wanted;		/* accept bits the stack asked for */
	u32 hwver;

	u8 *rx_ring;
	dma_addr_t rx_ring_dma;
	unsigned int cur_rx;	/* offset of the next frame in the ring */
	unsigned int fault_tick;	/* frames seen, for fault_lose_rx */

	u8 *tx_bufs;
	dma_addr_t tx_bufs_dma;
	unsigned int tx_head;	/* slots handed to the chip, ever */
	unsigned int tx_tail;	/* slots the chip gave back, ever */
	u32 tx_thresh;		/* early transmit threshold, in TSD units */

	struct rtl_counters cnt;

	struct mii_if_info mii;
	struct timer_list media_timer;
	struct work_struct reset_work;
	u32 msg_enable;
};

static bool rtl_has_hltclk(const struct rtl_priv *rp)
{
	return rp->hwver == HWVER_8139 || rp->hwver == HWVER_8139K ||
	       rp->hwver == HWVER_8139A || rp->hwver == HWVER_8139AG;
}

/* The chip counts frames it had no room for; fold that into ours. */
static void rtl_fold_missed(struct rtl_priv *rp)
{
	u32 missed = ioread32(rp->regs + RTL_MPC);

	if (missed == 0xffffffff)	/* the device is gone */
		return;
	missed &= 0x00ffffff;
	if (missed) {
		iowrite32(0, rp->regs + RTL_MPC);
		rp->cnt.rx_missed_errors += missed;
	}
}

/* MII register numbers to the built-in PHY's registers */
static const u8 rtl_mii_reg[] = {
	[MII_BMCR] = RTL_BMCR,
	[MII_BMSR] = RTL_BMSR,
	[MII_ADVERTISE] = RTL_ANAR,
	[MII_LPA] = RTL_ANLPAR,
	[MII_EXPANSION] = RTL_ANER,
};

static int rtl_mdio_read(struct net_device *dev, int phy_id, int location)
{
	struct rtl_priv *rp = netdev_priv(dev);

	if (phy_id != RTL_PHY_ID || location < 0 ||
	    (unsigned int)location >= ARRAY_SIZE(rtl_mii_reg) ||
	    !rtl_mii_reg[location])
		return 0;
	return ioread16(rp->regs + rtl_mii_reg[location]);
}

static void rtl_mdio_write(struct net_device *dev, int phy_id, int location,
			   int value)
{
	struct rtl_priv *rp = netdev_priv(dev);

	if (phy_id != RTL_PHY_ID || location < 0 ||
	    (unsigned int)location >= ARRAY_SIZE(rtl_mii_reg) ||
	    !rtl_mii_reg[location])
		return;
	/* BMCR only takes writes while the config registers are unlocked */
	if (location == MII_BMCR)
		iowrite8(EE_CONFIG_WRITE, rp->regs + RTL_9346CR);
	iowrite16(value, rp->regs + rtl_mii_reg[location]);
	if (location == MII_BMCR)
		iowrite8(EE_NORMAL, rp->regs + RTL_9346CR);
}

/*
 * Which frames to accept.  Multicast is not hashed: with any group joined
 * the filter passes every multicast frame and the stack sorts them out.
 */
static u32 rtl_accept_bits(struct net_device *dev)
{
	if (dev->flags & IFF_PROMISC)
		return RCR_AAP | RCR_APM | RCR_AM | RCR_AB;
	if ((dev->flags & IFF_ALLMULTI) || netdev_mc_count(dev))
		return RCR_APM | RCR_AM | RCR_AB;
	return RCR_APM | RCR_AB;
}

/*
 * Restart the receiver from the start of the ring: the recovery the chip
 * documents after a bad frame header.  Taking RE away and back resets
 * the chip's ring pointers; RCR and RBSTART are programmed again, and
 * since some implementations also reset the pointers on every RCR write,
 * the accept bits only ever change here.  Caller holds rp->lock and owns
 * the ring (the poll, or nothing is polling).
 */
static void rtl_rx_restart(struct rtl_priv *rp)
{
	void __iomem *regs = rp->regs;
	int i;

	iowrite8(CR_TE, regs + RTL_CR);
	for (i = 0; i < 200 && (ioread8(regs + RTL_CR) & CR_RE); i++)
		udelay(1);
	iowrite32(rp->rx_ring_dma, regs + RTL_RBSTART);
	iowrite8(CR_RE | CR_TE, regs + RTL_CR);
	for (i = 0; i < 200 && !(ioread8(regs + RTL_CR) & CR_RE); i++)
		udelay(1);
	rp->rcr_accept = rp->rcr_wanted;
	iowrite32(RCR_BASE | rp->rcr_accept, regs + RTL_RCR);
	rp->cur_rx = 0;
	iowrite16((u16)(rp->cur_rx - 16), regs + RTL_CAPR);
}

/* Bring the chip from reset to running.  Caller holds rp->lock. */
static void rtl_hw_start(struct rtl_priv *rp)
{
	void __iomem *regs = rp->regs;
	int i;

	if (rtl_has_hltclk(rp))
		iowrite8('R', regs + RTL_HLTCLK);

	iowrite8(CR_RST, regs + RTL_CR);
	for (i = 0; i < 1000 && (ioread8(regs + RTL_CR) & CR_RST); i++)
		udelay(10);

	iowrite32(rp->rx_ring_dma, regs + RTL_RBSTART);
	for (i = 0; i < TX_SLOTS; i++)
		iowrite32(rp->tx_bufs_dma + i * TX_BUF_SIZE,
			  regs + RTL_TSAD0 + i * 4);
	rp->tx_head = 0;
	rp->tx_tail = 0;
	rp->cur_rx = 0;

	/*
	 * Old events are acknowledged before the receiver runs, never after:
	 * frames that arrive from here on must leave their receive event
	 * standing until the mask is opened below.  A receiver that fills its
	 * ring first and then sees that event cleared (QEMU's rtl8139 holds
	 * further frames back instead of raising ring-full) never interrupts
	 * again: nothing would poll the ring, and reception would stop.
	 */
	iowrite16(0xffff, regs + RTL_ISR);

	/* TCR and RCR only take their thresholds with TE and RE set */
	iowrite8(EE_CONFIG_WRITE, regs + RTL_9346CR);
	iowrite8(CR_RE | CR_TE, regs + RTL_CR);
	rp->rcr_accept = rp->rcr_wanted;
	iowrite32(RCR_BASE | rp->rcr_accept, regs + RTL_RCR);
	iowrite32(TCR_IFG_STD | TCR_DMA_1024 | TCR_RETRY_16, regs + RTL_TCR);
	iowrite8(EE_NORMAL, regs + RTL_9346CR);

	iowrite32(0xffffffff, regs + RTL_MAR0);
	iowrite32(0xffffffff, regs + RTL_MAR0 + 4);
	iowrite16(0, regs + RTL_MULINT);
	iowrite32(0, regs + RTL_MPC);
	iowrite16((u16)(rp->cur_rx - 16), regs + RTL_CAPR);

	rp->imr = INT_ENABLED;
	iowrite16(rp->imr, regs + RTL_IMR);
}

/* Stop everything the chip does.  Caller holds rp->lock. */
static void rtl_hw_stop(struct rtl_priv *rp)
{
	void __iomem *regs = rp->regs;

	rp->imr = 0;
	iowrite16(0, regs + RTL_IMR);
	iowrite8(0, regs + RTL_CR);
	rtl_fold_missed(rp);
	iowrite16(0xffff, regs + RTL_ISR);
	if (rtl_has_hltclk(rp))
		iowrite8('H', regs + RTL_HLTCLK);
}

static void rtl_rx_error(struct rtl_priv *rp, u32 status, unsigned int len)
{
	if (netif_msg_rx_err(rp))
		netdev_dbg(rp->dev, "bad receive header: status %04x length %u\n",
			   status, len);
	rp->cnt.rx_errors++;
	if (status & RXS_CRC)
		rp->cnt.rx_crc_errors++;
	if (status & (RXS_FAE | RXS_ISE))
		rp->cnt.rx_frame_errors++;
	if ((status & (RXS_LONG | RXS_RUNT)) || len < RX_MIN_LEN ||
	    len > RX_MAX_LEN)
		rp->cnt.rx_length_errors++;
}

/* Copy LEN bytes of the ring from OFF on, continuing at its start. */
static void rtl_ring_copy(const struct rtl_priv *rp, void *to,
			  unsigned int off, unsigned int len)
{
	unsigned int first = min_t(unsigned int, len, RX_RING_LEN - off);

	memcpy(to, rp->rx_ring + off, first);
	if (first < len)
		memcpy((u8 *)to + first, rp->rx_ring, len - first);
}

/*
 * Take up to budget frames out of the ring.  Returns how many were taken.
 * A good frame of the wrong size is stepped over and counted; a header
 * that cannot be true means the ring is lost, and the receiver restarts.
 */
static int rtl_rx(struct rtl_priv *rp, int budget, bool overflow)
{
	struct net_device *dev = rp->dev;
	void __iomem *regs = rp->regs;
	u64 packets = 0, bytes = 0, mcast = 0, dropped = 0;
	struct sk_buff *first = NULL, **last = &first, *skb;
	unsigned int start = rp->cur_rx, tail;
	unsigned long flags;
	bool restart = false;
	int done = 0;

	/*
	 * CBR is where the chip will write next: everything up to it is
	 * ours.  It is read again only when we catch up with it, and CAPR
	 * is written once at the end, so a busy poll costs the chip two
	 * register accesses, not two a frame.
	 */
	tail = ioread16(regs + RTL_CBR) % RX_RING_LEN;
	while (done < budget) {
		unsigned int off = rp->cur_rx;
		u32 head, status;
		unsigned int len;

		if (off == tail) {
			tail = ioread16(regs + RTL_CBR) % RX_RING_LEN;
			if (off == tail)
				break;
		}
		if (fault_slow_rx)
			udelay(min(fault_slow_rx, 1000U));
		head = le32_to_cpu(*(__le32 *)(rp->rx_ring + off));
		status = head & 0xffff;
		len = head >> 16;
		if (len == RX_LEN_EARLY)
			break;
		if (!(status & RXS_ROK) || len < ETH_FCS_LEN ||
		    len > RX_SANE_LEN) {
			spin_lock_irqsave(&rp->lock, flags);
			rtl_rx_error(rp, status, len);
			spin_unlock_irqrestore(&rp->lock, flags);
			restart = true;
			break;
		}
		done++;

		if (len < RX_MIN_LEN || len > RX_MAX_LEN) {
			spin_lock_irqsave(&rp->lock, flags);
			rtl_rx_error(rp, status, len);
			spin_unlock_irqrestore(&rp->lock, flags);
		} else if (fault_lose_rx &&
			   ++rp->fault_tick % fault_lose_rx == 0) {
			/* the injected fault: the frame vanishes */
		} else {
			len -= ETH_FCS_LEN;
			skb = napi_alloc_skb(&rp->napi, len);
			if (skb) {
				rtl_ring_copy(rp, skb_put(skb, len),
					      (off + 4) % RX_RING_LEN, len);
				skb->protocol = eth_type_trans(skb, dev);
				if (status & RXS_MAR)
					mcast++;
				packets++;
				bytes += len;
				/* handed up below, once counted */
				skb->next = NULL;
				*last = skb;
				last = &skb->next;
			} else {
				dropped++;
			}
			len += ETH_FCS_LEN;
		}

		rp->cur_rx = (off + 4 + len + 3) & ~3;
		rp->cur_rx %= RX_RING_LEN;
	}
	if (rp->cur_rx != start)
		iowrite16((u16)(rp->cur_rx - 16), regs + RTL_CAPR);

	spin_lock_irqsave(&rp->lock, flags);
	rp->cnt.rx_packets += packets;
	rp->cnt.rx_bytes += bytes;
	rp->cnt.multicast += mcast;
	rp->cnt.rx_dropped += dropped;
	if (overflow) {
		/*
		 * The ring filled up.  The frames in it are good and have
		 * been or will be taken; what did not fit is in the missed
		 * counter.  The read pointer is written again so the chip
		 * sees the space freed.
		 */
		rp->cnt.rx_over_errors++;
		iowrite16((u16)(rp->cur_rx - 16), regs + RTL_CAPR);
	}
	if (restart || rp->rcr_wanted != rp->rcr_accept)
		rtl_rx_restart(rp);
	rtl_fold_missed(rp);
	spin_unlock_irqrestore(&rp->lock, flags);

	/*
	 * Only now, counted, do the frames go up: a reply the stack sends to
	 * one of them can bring the next frame in while this loop still runs,
	 * and a reader on another CPU must not see a frame before the
	 * counters do.  And not through GRO: on a 100 Mbit/s chip without
	 * checksum offload it merges next to nothing and costs a socket
	 * lookup a frame (with it, a reader under overload got 39-48k
	 * frames/s on 6.12; without, 71-89k: bench/rx.sh).
	 */
	while (first) {
		skb = first;
		first = skb->next;
		skb->next = NULL;
		netif_receive_skb(skb);
	}
	return done;
}

static int rtl_poll(struct napi_struct *napi, int budget)
{
	struct rtl_priv *rp = container_of(napi, struct rtl_priv, napi);
	unsigned long flags;
	u16 status;
	int done;

	/* acknowledge first: a frame arriving from now on raises it again */
	status = ioread16(rp->regs + RTL_ISR);
	iowrite16(INT_RX_POLL, rp->regs + RTL_ISR);
	done = rtl_rx(rp, budget, status != 0xffff && (status & INT_RXOVW));

	if (done < budget && napi_complete_done(napi, done)) {
		spin_lock_irqsave(&rp->lock, flags);
		rp->imr |= INT_RX_POLL;
		iowrite16(rp->imr, rp->regs + RTL_IMR);
		spin_unlock_irqrestore(&rp->lock, flags);
	}
	return done;
}

/* Give back the slots the chip has finished with.  Caller holds rp->lock. */
static void rtl_tx_done(struct rtl_priv *rp)
{
	struct net_device *dev = rp->dev;

	while (rp->tx_tail != rp->tx_head) {
		unsigned int slot = rp->tx_tail % TX_SLOTS;
		u32 tsd = ioread32(rp->regs + RTL_TSD0 + slot * 4);

		if (!(tsd & (TSD_TOK | TSD_TUN | TSD_TABT)))
			break;

		if (tsd & (TSD_TABT | TSD_OWC)) {
			rp->cnt.tx_errors++;
			if (tsd & TSD_TABT) {
				rp->cnt.tx_aborted_errors++;
				/* the transmitter waits until told to go on */
				iowrite32(TCR_IFG_STD | TCR_DMA_1024 |
					  TCR_RETRY_16 | TCR_CLRABT,
					  rp->regs + RTL_TCR);
			}
			if (tsd & TSD_OWC)
				rp->cnt.tx_window_errors++;
			if (tsd & TSD_CRS)
				rp->cnt.tx_carrier_errors++;
		} else {
			if (tsd & TSD_TUN) {
				/* start later next time: wait for more bytes */
				rp->cnt.tx_fifo_errors++;
				if (rp->tx_thresh < TSD_ERTXTH_MAX)
					rp->tx_thresh++;
			}
			rp->cnt.collisions += (tsd >> TSD_NCC_SHIFT) & 0xf;
			rp->cnt.tx_packets++;
			rp->cnt.tx_bytes += tsd & TSD_SIZE;
		}
		rp->tx_tail++;
	}

	if (netif_queue_stopped(dev) && rp->tx_head - rp->tx_tail < TX_SLOTS)
		netif_wake_queue(dev);
}

static irqreturn_t rtl_interrupt(int irq, void *dev_id)
{
	struct net_device *dev = dev_id;
	struct rtl_priv *rp = netdev_priv(dev);
	void __iomem *regs = rp->regs;
	u16 status;

	spin_lock(&rp->lock);
	status = ioread16(regs + RTL_ISR);
	if (status == 0xffff) {
		/* reads return all ones: the device has been removed */
		if (netif_device_present(dev))
			netif_device_detach(dev);
		spin_unlock(&rp->lock);
		return IRQ_NONE;
	}
	if (!(status & rp->imr)) {
		/* a shared line, and not us */
		spin_unlock(&rp->lock);
		return IRQ_NONE;
	}

	if (status & rp->imr & INT_RX_POLL) {
		rp->imr &= ~INT_RX_POLL;
		iowrite16(rp->imr, regs + RTL_IMR);
		napi_schedule(&rp->napi);
	}
	/* everything but the receive events is dealt with here and now */
	iowrite16(status & ~INT_RX_POLL, regs + RTL_ISR);

	if (status & (INT_TOK | INT_TER))
		rtl_tx_done(rp);
	if (status & INT_PUN)
		mod_timer(&rp->media_timer, jiffies + 1);
	if (status & INT_SERR)
		netdev_err(dev, "PCI system error, status %04x\n", status);

	spin_unlock(&rp->lock);
	return IRQ_HANDLED;
}

static netdev_tx_t rtl_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);
	unsigned int len = skb->len;
	unsigned long flags;
	unsigned int slot;
	u8 *buf;

	if (len > TX_BUF_SIZE) {
		dev_kfree_skb_any(skb);
		spin_lock_irqsave(&rp->lock, flags);
		rp->cnt.tx_dropped++;
		spin_unlock_irqrestore(&rp->lock, flags);
		return NETDEV_TX_OK;
	}

	spin_lock_irqsave(&rp->lock, flags);
	slot = rp->tx_head % TX_SLOTS;
	buf = rp->tx_bufs + slot * TX_BUF_SIZE;
	skb_copy_bits(skb, 0, buf, len);
	/* the chip sends what it is given: short frames are padded here */
	if (len < ETH_ZLEN) {
		memset(buf + len, 0, ETH_ZLEN - len);
		len = ETH_ZLEN;
	}
	iowrite32((rp->tx_thresh << TSD_ERTXTH_SHIFT) | len,
		  rp->regs + RTL_TSD0 + slot * 4);
	rp->tx_head++;
	if (rp->tx_head - rp->tx_tail == TX_SLOTS)
		netif_stop_queue(dev);
	spin_unlock_irqrestore(&rp->lock, flags);

	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static void rtl_set_rx_mode(struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);
	unsigned long flags;
	bool change;

	/* the poll owns the ring, so it makes the change (rtl_rx_restart) */
	spin_lock_irqsave(&rp->lock, flags);
	rp->rcr_wanted = rtl_accept_bits(dev);
	change = rp->rcr_wanted != rp->rcr_accept;
	spin_unlock_irqrestore(&rp->lock, flags);
	if (change)
		napi_schedule(&rp->napi);
}

static void rtl_media_timer(struct timer_list *t)
{
	struct rtl_priv *rp = timer_container_of(rp, t, media_timer);
	unsigned long flags;

	mii_check_media(&rp->mii, netif_msg_link(rp), 0);
	spin_lock_irqsave(&rp->lock, flags);
	rtl_fold_missed(rp);
	spin_unlock_irqrestore(&rp->lock, flags);
	mod_timer(&rp->media_timer, jiffies + MEDIA_PERIOD);
}

static void rtl_free_rings(struct rtl_priv *rp)
{
	struct device *d = &rp->pdev->dev;

	if (rp->tx_bufs)
		dma_free_coherent(d, TX_SLOTS * TX_BUF_SIZE, rp->tx_bufs,
				  rp->tx_bufs_dma);
	if (rp->rx_ring)
		dma_free_coherent(d, RX_RING_ALLOC, rp->rx_ring,
				  rp->rx_ring_dma);
	rp->tx_bufs = NULL;
	rp->rx_ring = NULL;
}

static int rtl_open(struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);
	struct device *d = &rp->pdev->dev;
	int err;

	rp->rx_ring = dma_alloc_coherent(d, RX_RING_ALLOC, &rp->rx_ring_dma,
					 GFP_KERNEL);
	rp->tx_bufs = dma_alloc_coherent(d, TX_SLOTS * TX_BUF_SIZE,
					 &rp->tx_bufs_dma, GFP_KERNEL);
	if (!rp->rx_ring || !rp->tx_bufs) {
		err = -ENOMEM;
		goto err_rings;
	}

	err = request_irq(rp->pdev->irq, rtl_interrupt, IRQF_SHARED,
			  dev->name, dev);
	if (err)
		goto err_rings;

	rp->tx_thresh = TX_START_THRESH;
	rp->rcr_wanted = rtl_accept_bits(dev);
	napi_enable(&rp->napi);
	spin_lock_irq(&rp->lock);
	rtl_hw_start(rp);
	spin_unlock_irq(&rp->lock);

	netif_carrier_off(dev);
	mii_check_media(&rp->mii, netif_msg_link(rp), 1);
	netif_start_queue(dev);
	mod_timer(&rp->media_timer, jiffies + MEDIA_PERIOD);
	return 0;

err_rings:
	rtl_free_rings(rp);
	return err;
}

static int rtl_stop(struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);

	netif_stop_queue(dev);
	napi_disable(&rp->napi);
	timer_delete_sync(&rp->media_timer);

	spin_lock_irq(&rp->lock);
	rtl_hw_stop(rp);
	spin_unlock_irq(&rp->lock);

	free_irq(rp->pdev->irq, dev);
	netif_carrier_off(dev);
	rtl_free_rings(rp);
	return 0;
}

/* A frame did not leave in time: start the chip afresh, in process context. */
static void rtl_reset_work(struct work_struct *work)
{
	struct rtl_priv *rp = container_of(work, struct rtl_priv, reset_work);
	struct net_device *dev = rp->dev;

	rtnl_lock();
	if (netif_running(dev)) {
		napi_disable(&rp->napi);
		netif_tx_disable(dev);
		spin_lock_irq(&rp->lock);
		rp->cnt.tx_errors += rp->tx_head - rp->tx_tail;
		rtl_hw_stop(rp);
		rtl_hw_start(rp);
		spin_unlock_irq(&rp->lock);
		napi_enable(&rp->napi);
		netif_wake_queue(dev);
	}
	rtnl_unlock();
}

static void rtl_tx_timeout(struct net_device *dev, unsigned int txqueue)
{
	struct rtl_priv *rp = netdev_priv(dev);

	netdev_warn(dev, "transmit timed out, ISR %04x TSD %08x, resetting\n",
		    ioread16(rp->regs + RTL_ISR),
		    ioread32(rp->regs + RTL_TSD0 + (rp->tx_tail % TX_SLOTS) * 4));
	schedule_work(&rp->reset_work);
}

static void rtl_get_stats64(struct net_device *dev,
			    struct rtnl_link_stats64 *s)
{
	struct rtl_priv *rp = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&rp->lock, flags);
	if (netif_running(dev) && netif_device_present(dev))
		rtl_fold_missed(rp);
	s->rx_packets = rp->cnt.rx_packets;
	s->rx_bytes = rp->cnt.rx_bytes;
	s->rx_errors = rp->cnt.rx_errors;
	s->rx_dropped = rp->cnt.rx_dropped;
	s->multicast = rp->cnt.multicast;
	s->rx_length_errors = rp->cnt.rx_length_errors;
	s->rx_crc_errors = rp->cnt.rx_crc_errors;
	s->rx_frame_errors = rp->cnt.rx_frame_errors;
	s->rx_over_errors = rp->cnt.rx_over_errors;
	s->rx_missed_errors = rp->cnt.rx_missed_errors;
	s->tx_packets = rp->cnt.tx_packets;
	s->tx_bytes = rp->cnt.tx_bytes;
	s->tx_errors = rp->cnt.tx_errors;
	s->tx_dropped = rp->cnt.tx_dropped;
	s->collisions = rp->cnt.collisions;
	s->tx_aborted_errors = rp->cnt.tx_aborted_errors;
	s->tx_carrier_errors = rp->cnt.tx_carrier_errors;
	s->tx_window_errors = rp->cnt.tx_window_errors;
	s->tx_fifo_errors = rp->cnt.tx_fifo_errors;
	spin_unlock_irqrestore(&rp->lock, flags);
}

/*
 * netpoll calls this with interrupts off: the line is masked without
 * waiting for a handler running on another CPU, which could be waiting
 * for this one.
 */
static void rtl_poll_controller(struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);

	disable_irq_nosync(rp->pdev->irq);
	rtl_interrupt(rp->pdev->irq, dev);
	enable_irq(rp->pdev->irq);
}

static const struct net_device_ops rtl_netdev_ops = {
	.ndo_open		= rtl_open,
	.ndo_stop		= rtl_stop,
	.ndo_start_xmit		= rtl_start_xmit,
	.ndo_set_rx_mode	= rtl_set_rx_mode,
	.ndo_tx_timeout		= rtl_tx_timeout,
	.ndo_get_stats64	= rtl_get_stats64,
	.ndo_poll_controller	= rtl_poll_controller,
};

static void rtl_get_drvinfo(struct net_device *dev,
			    struct ethtool_drvinfo *info)
{
	struct rtl_priv *rp = netdev_priv(dev);

	strscpy(info->driver, DRV_NAME, sizeof(info->driver));
	strscpy(info->bus_info, pci_name(rp->pdev), sizeof(info->bus_info));
}

static int rtl_get_link_ksettings(struct net_device *dev,
				  struct ethtool_link_ksettings *cmd)
{
	struct rtl_priv *rp = netdev_priv(dev);

	mii_ethtool_get_link_ksettings(&rp->mii, cmd);
	return 0;
}

static int rtl_set_link_ksettings(struct net_device *dev,
				  const struct ethtool_link_ksettings *cmd)
{
	struct rtl_priv *rp = netdev_priv(dev);

	return mii_ethtool_set_link_ksettings(&rp->mii, cmd);
}

static u32 rtl_get_msglevel(struct net_device *dev)
{
	struct rtl_priv *rp = netdev_priv(dev);

	return rp->msg_enable;
}

static void rtl_set_msglevel(struct net_device *dev, u32 level)
{
	struct rtl_priv *rp = netdev_priv(dev);

	rp->msg_enable = level;
}

static const struct ethtool_ops rtl_ethtool_ops = {
	.get_drvinfo	= rtl_get_drvinfo,
	.get_link	= ethtool_op_get_link,
	.get_msglevel	= rtl_get_msglevel,
	.set_msglevel	= rtl_set_msglevel,
	.get_link_ksettings = rtl_get_link_ksettings,
	.set_link_ksettings = rtl_set_link_ksettings,
};

/* The register window: memory space (BAR 1) if there is one, else I/O. */
static void __iomem *rtl_map_regs(struct pci_dev *pdev)
{
	void __iomem *regs = NULL;

	if (pci_resource_flags(pdev, 1) & IORESOURCE_MEM)
		regs = pci_iomap(pdev, 1, 0x100);
	if (!regs && (pci_resource_flags(pdev, 0) & IORESOURCE_IO))
		regs = pci_iomap(pdev, 0, 0x100);
	return regs;
}

static int rtl_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct net_device *dev;
	struct rtl_priv *rp;
	u8 addr[ETH_ALEN];
	int err, i;
	u8 rev;

	dev = alloc_etherdev(sizeof(*rp));
	if (!dev)
		return -ENOMEM;
	SET_NETDEV_DEV(dev, &pdev->dev);
	rp = netdev_priv(dev);
	rp->dev = dev;
	rp->pdev = pdev;
	spin_lock_init(&rp->lock);
	rp->msg_enable = netif_msg_init(debug, NETIF_MSG_DRV |
					NETIF_MSG_PROBE | NETIF_MSG_LINK);

	err = pci_enable_device(pdev);
	if (err)
		goto err_free;
	err = pci_request_regions(pdev, DRV_NAME);
	if (err)
		goto err_disable;
	pci_set_master(pdev);
	err = dma_set_mask_and_coherent(&pdev->dev, DMA_BIT_MASK(32));
	if (err)
		goto err_release;
	rp->regs = rtl_map_regs(pdev);
	if (!rp->regs) {
		err = -EIO;
		goto err_release;
	}

	rp->hwver = ioread32(rp->regs + RTL_TCR) & TCR_HWVER_MASK;
	if (rp->hwver == TCR_HWVER_MASK) {
		/* reads return all ones: nothing answers at this address */
		err = -ENODEV;
		goto err_unmap;
	}
	/* the chip loads its address from the EEPROM into IDR at reset */
	for (i = 0; i < ETH_ALEN; i++)
		addr[i] = ioread8(rp->regs + RTL_IDR0 + i);
	if (!is_valid_ether_addr(addr)) {
		dev_err(&pdev->dev, "no valid station address\n");
		err = -EIO;
		goto err_unmap;
	}
	eth_hw_addr_set(dev, addr);

	napi_compat_set_netdev_ops(dev, &rtl_netdev_ops);
	dev->ethtool_ops = &rtl_ethtool_ops;
	dev->watchdog_timeo = TX_TIMEOUT;
	netif_napi_add(dev, &rp->napi, rtl_poll);
	/*
	 * Poll in a thread of its own: in softirq context a flood would take
	 * the CPU from whatever reads the frames (receive livelock).
	 */
	netif_threaded_enable(dev);

	rp->mii.dev = dev;
	rp->mii.mdio_read = rtl_mdio_read;
	rp->mii.mdio_write = rtl_mdio_write;
	rp->mii.phy_id = RTL_PHY_ID;
	rp->mii.phy_id_mask = 0x3f;
	rp->mii.reg_num_mask = 0x1f;
	timer_setup(&rp->media_timer, rtl_media_timer, 0);
	INIT_WORK(&rp->reset_work, rtl_reset_work);

	pci_set_drvdata(pdev, dev);
	err = register_netdev(dev);
	if (err)
		goto err_napi;

	pci_read_config_byte(pdev, PCI_REVISION_ID, &rev);
	netdev_info(dev, "RTL8139 rev %02x (version bits %08x), irq %d\n",
		    rev, rp->hwver, pdev->irq);
	return 0;

err_napi:
	netif_napi_del(&rp->napi);
err_unmap:
	pci_iounmap(pdev, rp->regs);
err_release:
	pci_release_regions(pdev);
err_disable:
	pci_disable_device(pdev);
err_free:
	free_netdev(dev);
	return err;
}

static void rtl_remove(struct pci_dev *pdev)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct rtl_priv *rp = netdev_priv(dev);

	unregister_netdev(dev);
	cancel_work_sync(&rp->reset_work);
	netif_napi_del(&rp->napi);
	pci_iounmap(pdev, rp->regs);
	pci_release_regions(pdev);
	pci_disable_device(pdev);
	free_netdev(dev);
}

/*
 * Every 10ec:8139, whatever its revision: the C+ parts (revision 0x20 and
 * up) keep the classic programming model used here.
 */
static const struct pci_device_id rtl_pci_ids[] = {
	{ PCI_DEVICE(0x10ec, 0x8139) },
	{ PCI_DEVICE(0x10ec, 0x8138) },
	{ PCI_DEVICE(0x1113, 0x1211) },
	{ PCI_DEVICE(0x1186, 0x1300) },
	{ PCI_DEVICE(0x1186, 0x1340) },
	{ PCI_DEVICE(0x13d1, 0xab06) },
	{ }
};
MODULE_DEVICE_TABLE(pci, rtl_pci_ids);

static struct pci_driver rtl_pci_driver = {
	.name		= DRV_NAME,
	.id_table	= rtl_pci_ids,
	.probe		= rtl_probe,
	.remove		= rtl_remove,
};

module_pci_driver(rtl_pci_driver);

MODULE_DESCRIPTION("RealTek RTL8139 family, classic mode (napi-compat example)");
MODULE_LICENSE("GPL");
