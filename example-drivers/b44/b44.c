// SPDX-License-Identifier: GPL-2.0
/*
 * b44: a napi-compat example driver for the Broadcom BCM4401 10/100
 * Ethernet controller, as a plain PCI device (14e4:4401).
 *
 * The chip is an Ethernet core on a Sonics Silicon Backplane behind a PCI
 * core.  BAR 0 is an 8K window: the Ethernet core's registers, its SPROM
 * copy at 4K (station address, PHY address), and at the top the backplane
 * agent registers that reset the core.  Config register 0x80 moves the
 * window to another core; the PCI core must be told once to route the
 * Ethernet core's interrupt and to prefetch and burst.
 *
 * Receive and transmit use descriptor tables of two little-endian words
 * each (control, address).  The chip reaches host memory through a 1GB
 * window at 0x40000000 of its backplane address space, so buffers must
 * lie below 1GB and their addresses carry that offset.  A received frame
 * lands behind a 28-byte header of the chip's own (length, flags), placed
 * at the start of the buffer, the frame itself RX_OFFSET bytes in.
 *
 * The PHY is reached through the MAC's MDIO registers.
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

#define DRV_NAME	"b44"

/* Ethernet core registers */
#define BR_DEVCTRL	0x0000
#define  DEVCTRL_IPP	0x00000400	/* internal PHY present */
#define  DEVCTRL_EPR	0x00008000	/* internal PHY held in reset */
#define BR_ISTAT	0x0020		/* write 1 to clear */
#define BR_IMASK	0x0024
#define  IRQ_TO		0x00000080	/* general purpose timeout */
#define  IRQ_DSCE	0x00000400	/* descriptor error */
#define  IRQ_DATAE	0x00000800	/* data error */
#define  IRQ_DPE	0x00001000	/* descriptor protocol error */
#define  IRQ_RDU	0x00002000	/* receive descriptors ran out */
#define  IRQ_RFO	0x00004000	/* receive FIFO overflow */
#define  IRQ_TFU	0x00008000	/* transmit FIFO underflow */
#define  IRQ_RX		0x00010000	/* frame received */
#define  IRQ_TX		0x01000000	/* frame sent */
#define  IRQ_ERRORS	(IRQ_DSCE | IRQ_DATAE | IRQ_DPE | IRQ_RDU | \
			 IRQ_RFO | IRQ_TFU)
#define  IRQ_ENABLED	(IRQ_ERRORS | IRQ_TO | IRQ_RX | IRQ_TX)
#define BR_MAC_CTRL	0x00a8
#define  MAC_CRC32	0x00000001	/* append the CRC on transmit */
#define  MAC_LEDS	0x000000e0	/* PHY LED modes */
#define BR_RCV_LAZY	0x0100
#define  RCV_LAZY_ONE	0x01000000	/* interrupt after one frame */
#define BR_TX_CTRL_DMA	0x0200
#define  DMATX_ENABLE	0x00000001
#define BR_TX_ADDR	0x0204
#define BR_TX_PTR	0x0208		/* end of the posted descriptors */
#define BR_TX_STAT	0x020c
#define BR_RX_CTRL_DMA	0x0210
#define  DMARX_ENABLE	0x00000001
#define  DMARX_OFF_SHIFT 1		/* where in a buffer frames start */
#define BR_RX_ADDR	0x0214
#define BR_RX_PTR	0x0218
#define BR_RX_STAT	0x021c
#define  DMA_STAT_CUR	0x00000fff	/* the chip's descriptor, in bytes */
#define  DMA_STAT_ERR	0x000f0000
#define  DMA_STAT_IDLE	0x00002000
#define BR_RXCONFIG	0x0400
#define  RXC_ALLMULTI	0x00000002
#define  RXC_PROMISC	0x00000008
#define BR_RXMAXLEN	0x0404
#define BR_TXMAXLEN	0x0408
#define BR_MDIO_CTRL	0x0410
#define  MDIO_PREAMBLE	0x00000080
#define  MDIO_CLKDIV	0x0000000d	/* MDC from the backplane clock */
#define BR_MDIO_DATA	0x0414
#define  MDIO_START	0x40000000
#define  MDIO_OP_WRITE	0x10000000
#define  MDIO_OP_READ	0x20000000
#define  MDIO_PHY_SHIFT	23
#define  MDIO_REG_SHIFT	18
#define  MDIO_TA	0x00020000
#define BR_EMAC_ISTAT	0x041c
#define  EMAC_MII_DONE	0x00000001
#define BR_CAM_LO	0x0420
#define BR_CAM_HI	0x0424
#define  CAM_HI_VALID	0x00010000
#define BR_CAM_CTRL	0x0428
#define  CAM_ENABLE	0x00000001
#define  CAM_WRITE	0x00000008
#define  CAM_BUSY	0x80000000
#define BR_ENET_CTRL	0x042c
#define  ENET_ENABLE	0x00000001
#define  ENET_DISABLE	0x00000002
#define  ENET_EXT_PHY	0x00000008
#define BR_TX_CTRL	0x0430
#define  TXC_DUPLEX	0x00000001
#define BR_TX_WMARK	0x0434
#define BR_MIB_CTRL	0x0438
#define  MIB_CLR_ON_READ 0x00000001
#define BR_MIB_RX_MISS	0x05bc		/* frames missed, cleared on read */

/* Backplane agent registers, at the top of every core's window */
#define BR_SBIMSTATE	0x0f90
#define  SBIM_ERRORS	0x00060000	/* in-band error, timeout */
#define BR_SBINTVEC	0x0f94
#define  SBINTVEC_ENET0	0x00000002
#define BR_SBTMSLOW	0x0f98
#define  TMS_RESET	0x00000001
#define  TMS_REJECT	0x00000002
#define  TMS_CLOCK	0x00010000
#define  TMS_FGC	0x00020000	/* force gated clocks on */
#define BR_SBTMSHIGH	0x0f9c
#define  TMSH_SERR	0x00000001
#define  TMSH_BUSY	0x00000004

/* The PCI core, seen through the window */
#define PCI_CORE_ADDR	0x18002000
#define PCI_CFG_BAR0_WIN 0x80
#define BR_PCI_TRANS2	0x0108
#define  TRANS_PREFETCH	0x00000004
#define  TRANS_BURST	0x00000008

#define SPROM_BASE	0x1000
#define SPROM_MAC	78		/* three 16-bit words, high byte first */
#define SPROM_PHY	90

/* DMA descriptors */
struct b44_desc {
	__le32 ctrl;
	__le32 addr;
};

#define DESC_LEN	0x00001fff
#define DESC_EOT	0x10000000	/* last descriptor of the table */
#define DESC_IOC	0x20000000	/* interrupt when done */
#define DESC_EOF	0x40000000
#define DESC_SOF	0x80000000

/* What the chip writes in front of a received frame */
struct b44_rx_head {
	__le16 len;
	__le16 flags;
	__le16 pad[12];
};

#define RXF_OFIFO	0x0001
#define RXF_CRC		0x0002
#define RXF_SERR	0x0004
#define RXF_ODD		0x0008
#define RXF_LARGE	0x0010
#define RXF_MCAST	0x0020
#define RXF_ERRORS	(RXF_OFIFO | RXF_CRC | RXF_SERR | RXF_ODD | RXF_LARGE)

#define RX_OFFSET	30	/* the header plus two: IP header aligned */
#define RX_BUF_LEN	(RX_OFFSET + 1536)
#define RX_RING		128
#define TX_RING		128
#define RING_BYTES(n)	((n) * sizeof(struct b44_desc))
#define CHIP_DMA_BASE	0x40000000

#define MEDIA_PERIOD	(2 * HZ)
#define TX_TIMEOUT	(5 * HZ)

static int debug = -1;
module_param(debug, int, 0);
MODULE_PARM_DESC(debug, "netif message level (-1: default)");

struct b44_buf {
	struct sk_buff *skb;
	dma_addr_t dma;
	unsigned int len;
};

struct b44_priv {
	struct net_device *dev;
	struct pci_dev *pdev;
	void __iomem *regs;
	struct napi_struct napi;
	spinlock_t lock;		/* registers, transmit ring, counters */

	struct b44_desc *rx_ring, *tx_ring;
	dma_addr_t rx_ring_dma, tx_ring_dma;
	struct b44_buf rx_buf[RX_RING], tx_buf[TX_RING];
	unsigned int rx_next;		/* next descriptor to look at */
	unsigned int tx_head, tx_tail;	/* free running */
	u32 imask;
	u8 phy_addr;

	struct rtnl_link_stats64 cnt;
	struct mii_if_info mii;
	struct timer_list media_timer;
	u32 msg_enable;
};

static u32 rd(struct b44_priv *bp, unsigned int reg)
{
	return ioread32(bp->regs + reg);
}

static void wr(struct b44_priv *bp, unsigned int reg, u32 val)
{
	iowrite32(val, bp->regs + reg);
}

/* Wait up to usecs for bits in reg to be set (or clear). */
static int b44_wait(struct b44_priv *bp, unsigned int reg, u32 bits,
		    unsigned int usecs, bool clear)
{
	unsigned int i;

	for (i = 0; i < usecs; i++) {
		u32 val = rd(bp, reg);

		if (clear ? !(val & bits) : (val & bits) == bits)
			return 0;
		udelay(1);
	}
	return -ETIMEDOUT;
}

static int b44_mdio_read(struct net_device *dev, int phy_id, int location)
{
	struct b44_priv *bp = netdev_priv(dev);

	wr(bp, BR_EMAC_ISTAT, EMAC_MII_DONE);
	wr(bp, BR_MDIO_DATA, MDIO_START | MDIO_OP_READ | MDIO_TA |
	   (phy_id & 0x1f) << MDIO_PHY_SHIFT |
	   (location & 0x1f) << MDIO_REG_SHIFT);
	if (b44_wait(bp, BR_EMAC_ISTAT, EMAC_MII_DONE, 100, false))
		return 0xffff;
	return rd(bp, BR_MDIO_DATA) & 0xffff;
}

static void b44_mdio_write(struct net_device *dev, int phy_id, int location,
			   int value)
{
	struct b44_priv *bp = netdev_priv(dev);

	wr(bp, BR_EMAC_ISTAT, EMAC_MII_DONE);
	wr(bp, BR_MDIO_DATA, MDIO_START | MDIO_OP_WRITE | MDIO_TA |
	   (phy_id & 0x1f) << MDIO_PHY_SHIFT |
	   (location & 0x1f) << MDIO_REG_SHIFT | (value & 0xffff));
	b44_wait(bp, BR_EMAC_ISTAT, EMAC_MII_DONE, 100, false);
}

static bool b44_core_up(struct b44_priv *bp)
{
	return (rd(bp, BR_SBTMSLOW) & (TMS_RESET | TMS_REJECT | TMS_CLOCK)) ==
	       TMS_CLOCK;
}

/* Take the Ethernet core off the backplane and hold it in reset. */
static void b44_core_disable(struct b44_priv *bp)
{
	if (rd(bp, BR_SBTMSLOW) & TMS_RESET)
		return;
	wr(bp, BR_SBTMSLOW, TMS_REJECT | TMS_CLOCK);
	b44_wait(bp, BR_SBTMSLOW, TMS_REJECT, 100000, false);
	b44_wait(bp, BR_SBTMSHIGH, TMSH_BUSY, 100000, true);
	wr(bp, BR_SBTMSLOW, TMS_FGC | TMS_CLOCK | TMS_REJECT | TMS_RESET);
	rd(bp, BR_SBTMSLOW);
	udelay(1);
	wr(bp, BR_SBTMSLOW, TMS_REJECT | TMS_RESET);
	rd(bp, BR_SBTMSLOW);
	udelay(1);
}

/* Reset the core and let it run with its clock on. */
static void b44_core_reset(struct b44_priv *bp)
{
	b44_core_disable(bp);
	wr(bp, BR_SBTMSLOW, TMS_RESET | TMS_CLOCK | TMS_FGC);
	rd(bp, BR_SBTMSLOW);
	udelay(1);
	if (rd(bp, BR_SBTMSHIGH) & TMSH_SERR)
		wr(bp, BR_SBTMSHIGH, 0);
	if (rd(bp, BR_SBIMSTATE) & SBIM_ERRORS)
		wr(bp, BR_SBIMSTATE, rd(bp, BR_SBIMSTATE) & ~SBIM_ERRORS);
	wr(bp, BR_SBTMSLOW, TMS_CLOCK | TMS_FGC);
	rd(bp, BR_SBTMSLOW);
	udelay(1);
	wr(bp, BR_SBTMSLOW, TMS_CLOCK);
	rd(bp, BR_SBTMSLOW);
	udelay(1);
}

/* Route our interrupt through the PCI core and let it prefetch and burst. */
static void b44_pci_core_setup(struct b44_priv *bp)
{
	struct pci_dev *pdev = bp->pdev;
	u32 win;

	pci_read_config_dword(pdev, PCI_CFG_BAR0_WIN, &win);
	pci_write_config_dword(pdev, PCI_CFG_BAR0_WIN, PCI_CORE_ADDR);
	wr(bp, BR_SBINTVEC, rd(bp, BR_SBINTVEC) | SBINTVEC_ENET0);
	wr(bp, BR_PCI_TRANS2,
	   rd(bp, BR_PCI_TRANS2) | TRANS_PREFETCH | TRANS_BURST);
	pci_write_config_dword(pdev, PCI_CFG_BAR0_WIN, win);
}

/* Stop DMA and the MAC, reset the core, wake the PHY.  Lock held. */
static void b44_chip_reset(struct b44_priv *bp)
{
	if (b44_core_up(bp)) {
		wr(bp, BR_RCV_LAZY, 0);
		wr(bp, BR_ENET_CTRL, ENET_DISABLE);
		b44_wait(bp, BR_ENET_CTRL, ENET_DISABLE, 200, true);
		wr(bp, BR_TX_CTRL_DMA, 0);
		if (rd(bp, BR_RX_STAT) & DMA_STAT_ERR)
			b44_wait(bp, BR_RX_STAT, DMA_STAT_IDLE, 100, false);
		wr(bp, BR_RX_CTRL_DMA, 0);
	} else {
		b44_pci_core_setup(bp);
	}
	b44_core_reset(bp);

	wr(bp, BR_MDIO_CTRL, MDIO_PREAMBLE | MDIO_CLKDIV);
	rd(bp, BR_MDIO_CTRL);
	if (!(rd(bp, BR_DEVCTRL) & DEVCTRL_IPP)) {
		wr(bp, BR_ENET_CTRL, ENET_EXT_PHY);
		rd(bp, BR_ENET_CTRL);
	} else if (rd(bp, BR_DEVCTRL) & DEVCTRL_EPR) {
		wr(bp, BR_DEVCTRL, rd(bp, BR_DEVCTRL) & ~DEVCTRL_EPR);
		rd(bp, BR_DEVCTRL);
		udelay(100);
	}
}

/* Entry 0 of the CAM filter holds our address.  Lock held. */
static void b44_write_rx_filter(struct b44_priv *bp)
{
	struct net_device *dev = bp->dev;
	const u8 *a = dev->dev_addr;
	u32 rxc = 0;

	wr(bp, BR_CAM_CTRL, 0);
	if (dev->flags & IFF_PROMISC) {
		rxc |= RXC_PROMISC;
	} else {
		wr(bp, BR_CAM_LO, (u32)a[2] << 24 | (u32)a[3] << 16 |
		   (u32)a[4] << 8 | a[5]);
		wr(bp, BR_CAM_HI, CAM_HI_VALID | (u32)a[0] << 8 | a[1]);
		wr(bp, BR_CAM_CTRL, CAM_WRITE);
		b44_wait(bp, BR_CAM_CTRL, CAM_BUSY, 100, true);
		wr(bp, BR_CAM_CTRL, rd(bp, BR_CAM_CTRL) | CAM_ENABLE);
	}
	/* multicast is not filtered in hardware here */
	if ((dev->flags & IFF_ALLMULTI) || netdev_mc_count(dev))
		rxc |= RXC_ALLMULTI;
	wr(bp, BR_RXCONFIG, rxc);
}

static void b44_set_rx_mode(struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&bp->lock, flags);
	b44_write_rx_filter(bp);
	spin_unlock_irqrestore(&bp->lock, flags);
}

static void b44_put_desc(struct b44_desc *d, u32 ctrl, dma_addr_t dma)
{
	d->addr = cpu_to_le32((u32)dma + CHIP_DMA_BASE);
	/* the address must be in place before the chip may take it */
	wmb();
	d->ctrl = cpu_to_le32(ctrl);
}

/* Give descriptor i a fresh receive buffer. */
static int b44_rx_refill(struct b44_priv *bp, unsigned int i)
{
	struct device *d = &bp->pdev->dev;
	struct b44_rx_head *head;
	struct sk_buff *skb;
	dma_addr_t dma;
	u32 ctrl;

	skb = netdev_alloc_skb(bp->dev, RX_BUF_LEN);
	if (!skb)
		return -ENOMEM;
	/* the chip writes its length here; zero means "not yet" */
	head = (struct b44_rx_head *)skb->data;
	head->len = 0;
	head->flags = 0;
	dma = dma_map_single(d, skb->data, RX_BUF_LEN, DMA_FROM_DEVICE);
	if (dma_mapping_error(d, dma)) {
		dev_kfree_skb_any(skb);
		return -ENOMEM;
	}
	bp->rx_buf[i].skb = skb;
	bp->rx_buf[i].dma = dma;
	ctrl = RX_BUF_LEN & DESC_LEN;
	if (i == RX_RING - 1)
		ctrl |= DESC_EOT;
	b44_put_desc(&bp->rx_ring[i], ctrl, dma);
	return 0;
}

static void b44_free_bufs(struct b44_priv *bp)
{
	struct device *d = &bp->pdev->dev;
	unsigned int i;

	for (i = 0; i < RX_RING; i++) {
		struct b44_buf *b = &bp->rx_buf[i];

		if (!b->skb)
			continue;
		dma_unmap_single(d, b->dma, RX_BUF_LEN, DMA_FROM_DEVICE);
		dev_kfree_skb_any(b->skb);
		b->skb = NULL;
	}
	for (i = 0; i < TX_RING; i++) {
		struct b44_buf *b = &bp->tx_buf[i];

		if (!b->skb)
			continue;
		dma_unmap_single(d, b->dma, b->len, DMA_TO_DEVICE);
		dev_kfree_skb_any(b->skb);
		b->skb = NULL;
	}
}

/* Program the chip and start it.  Lock held; the rings are filled. */
static void b44_hw_start(struct b44_priv *bp)
{
	struct net_device *dev = bp->dev;

	b44_chip_reset(bp);
	wr(bp, BR_MAC_CTRL, MAC_CRC32 | MAC_LEDS);
	wr(bp, BR_RCV_LAZY, RCV_LAZY_ONE);
	b44_write_rx_filter(bp);
	wr(bp, BR_RXMAXLEN, dev->mtu + ETH_HLEN + 8 + sizeof(struct b44_rx_head));
	wr(bp, BR_TXMAXLEN, dev->mtu + ETH_HLEN + 8 + sizeof(struct b44_rx_head));
	wr(bp, BR_TX_WMARK, 56);

	wr(bp, BR_TX_CTRL_DMA, DMATX_ENABLE);
	wr(bp, BR_TX_ADDR, (u32)bp->tx_ring_dma + CHIP_DMA_BASE);
	wr(bp, BR_RX_CTRL_DMA, DMARX_ENABLE | RX_OFFSET << DMARX_OFF_SHIFT);
	wr(bp, BR_RX_ADDR, (u32)bp->rx_ring_dma + CHIP_DMA_BASE);
	/* every receive descriptor but the last is the chip's */
	wr(bp, BR_RX_PTR, RING_BYTES(RX_RING - 1));
	bp->rx_next = 0;
	bp->tx_head = 0;
	bp->tx_tail = 0;
	wr(bp, BR_MIB_CTRL, MIB_CLR_ON_READ);
	wr(bp, BR_ENET_CTRL, rd(bp, BR_ENET_CTRL) | ENET_ENABLE);

	bp->imask = IRQ_ENABLED;
	wr(bp, BR_IMASK, bp->imask);
}

static void b44_hw_stop(struct b44_priv *bp)
{
	bp->imask = 0;
	wr(bp, BR_IMASK, 0);
	rd(bp, BR_IMASK);
	b44_chip_reset(bp);
}

static void b44_fold_missed(struct b44_priv *bp)
{
	u32 missed = rd(bp, BR_MIB_RX_MISS);

	if (missed != 0xffffffff)
		bp->cnt.rx_missed_errors += missed;
}

static int b44_rx(struct b44_priv *bp, int budget)
{
	struct device *d = &bp->pdev->dev;
	unsigned int end, posted = 0;
	unsigned long flags;
	int done = 0;

	end = (rd(bp, BR_RX_STAT) & DMA_STAT_CUR) / sizeof(struct b44_desc);
	while (done < budget && bp->rx_next != end) {
		unsigned int i = bp->rx_next;
		struct b44_buf *b = &bp->rx_buf[i];
		struct sk_buff *skb = b->skb;
		dma_addr_t dma = b->dma;
		struct b44_rx_head *head;
		unsigned int len, flags_rx;

		dma_sync_single_for_cpu(d, b->dma, RX_BUF_LEN, DMA_FROM_DEVICE);
		head = (struct b44_rx_head *)skb->data;
		len = le16_to_cpu(head->len);
		flags_rx = le16_to_cpu(head->flags);
		if (!len) {
			/* the header is not there yet: look again later */
			dma_sync_single_for_device(d, b->dma, RX_BUF_LEN,
						   DMA_FROM_DEVICE);
			break;
		}
		done++;
		len -= ETH_FCS_LEN;

		if ((flags_rx & RXF_ERRORS) || len < ETH_ZLEN ||
		    len > RX_BUF_LEN - RX_OFFSET) {
			spin_lock_irqsave(&bp->lock, flags);
			bp->cnt.rx_errors++;
			if (flags_rx & RXF_CRC)
				bp->cnt.rx_crc_errors++;
			if (flags_rx & (RXF_ODD | RXF_SERR))
				bp->cnt.rx_frame_errors++;
			if (flags_rx & RXF_OFIFO)
				bp->cnt.rx_fifo_errors++;
			if ((flags_rx & RXF_LARGE) || len < ETH_ZLEN)
				bp->cnt.rx_length_errors++;
			spin_unlock_irqrestore(&bp->lock, flags);
			/* the buffer goes straight back to the chip */
			head->len = 0;
			dma_sync_single_for_device(d, b->dma, RX_BUF_LEN,
						   DMA_FROM_DEVICE);
		} else if (b44_rx_refill(bp, i)) {
			spin_lock_irqsave(&bp->lock, flags);
			bp->cnt.rx_dropped++;
			spin_unlock_irqrestore(&bp->lock, flags);
			head->len = 0;
			dma_sync_single_for_device(d, dma, RX_BUF_LEN,
						   DMA_FROM_DEVICE);
		} else {
			/* b now holds the new buffer; unmap the old one */
			dma_unmap_single(d, dma, RX_BUF_LEN, DMA_FROM_DEVICE);
			skb_reserve(skb, RX_OFFSET);
			skb_put(skb, len);
			skb->protocol = eth_type_trans(skb, bp->dev);
			spin_lock_irqsave(&bp->lock, flags);
			bp->cnt.rx_packets++;
			bp->cnt.rx_bytes += len;
			if (flags_rx & RXF_MCAST)
				bp->cnt.multicast++;
			spin_unlock_irqrestore(&bp->lock, flags);
			napi_gro_receive(&bp->napi, skb);
		}
		bp->rx_next = (i + 1) % RX_RING;
		posted = i;
		/* descriptor i is the chip's again: move the end past it */
		wr(bp, BR_RX_PTR, RING_BYTES(posted));
	}
	return done;
}

static int b44_poll(struct napi_struct *napi, int budget)
{
	struct b44_priv *bp = container_of(napi, struct b44_priv, napi);
	unsigned long flags;
	int done;

	done = b44_rx(bp, budget);
	if (done < budget && napi_complete_done(napi, done)) {
		spin_lock_irqsave(&bp->lock, flags);
		bp->imask |= IRQ_RX;
		wr(bp, BR_IMASK, bp->imask);
		spin_unlock_irqrestore(&bp->lock, flags);
	}
	return done;
}

/* Lock held. */
static void b44_tx_done(struct b44_priv *bp)
{
	struct device *d = &bp->pdev->dev;
	unsigned int cur;

	cur = (rd(bp, BR_TX_STAT) & DMA_STAT_CUR) / sizeof(struct b44_desc);
	while (bp->tx_tail != bp->tx_head && bp->tx_tail % TX_RING != cur) {
		struct b44_buf *b = &bp->tx_buf[bp->tx_tail % TX_RING];

		dma_unmap_single(d, b->dma, b->len, DMA_TO_DEVICE);
		bp->cnt.tx_packets++;
		bp->cnt.tx_bytes += b->len;
		dev_kfree_skb_irq(b->skb);
		b->skb = NULL;
		bp->tx_tail++;
	}
	if (netif_queue_stopped(bp->dev) &&
	    bp->tx_head - bp->tx_tail < TX_RING / 2)
		netif_wake_queue(bp->dev);
}

static irqreturn_t b44_interrupt(int irq, void *dev_id)
{
	struct net_device *dev = dev_id;
	struct b44_priv *bp = netdev_priv(dev);
	u32 status;

	spin_lock(&bp->lock);
	status = rd(bp, BR_ISTAT);
	if (status == 0xffffffff) {
		/* reads return all ones: the device has been removed */
		if (netif_device_present(dev))
			netif_device_detach(dev);
		spin_unlock(&bp->lock);
		return IRQ_NONE;
	}
	status &= bp->imask;
	if (!status) {
		spin_unlock(&bp->lock);
		return IRQ_NONE;
	}
	wr(bp, BR_ISTAT, status);
	rd(bp, BR_ISTAT);

	if (status & IRQ_RX) {
		bp->imask &= ~IRQ_RX;
		wr(bp, BR_IMASK, bp->imask);
		napi_schedule(&bp->napi);
	}
	if (status & IRQ_TX)
		b44_tx_done(bp);
	if (status & IRQ_RDU)
		b44_fold_missed(bp);
	if (status & (IRQ_DSCE | IRQ_DATAE | IRQ_DPE))
		netdev_err(dev, "DMA error, status %08x\n", status);
	spin_unlock(&bp->lock);
	return IRQ_HANDLED;
}

static netdev_tx_t b44_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);
	struct device *d = &bp->pdev->dev;
	unsigned long flags;
	unsigned int i, len;
	dma_addr_t dma;
	u32 ctrl;

	/* the chip does not pad: short frames go out zero-filled */
	if (skb_padto(skb, ETH_ZLEN))
		return NETDEV_TX_OK;
	len = skb->len < ETH_ZLEN ? ETH_ZLEN : skb->len;
	dma = dma_map_single(d, skb->data, len, DMA_TO_DEVICE);
	if (dma_mapping_error(d, dma)) {
		dev_kfree_skb_any(skb);
		spin_lock_irqsave(&bp->lock, flags);
		bp->cnt.tx_dropped++;
		spin_unlock_irqrestore(&bp->lock, flags);
		return NETDEV_TX_OK;
	}

	spin_lock_irqsave(&bp->lock, flags);
	i = bp->tx_head % TX_RING;
	bp->tx_buf[i].skb = skb;
	bp->tx_buf[i].dma = dma;
	bp->tx_buf[i].len = len;
	ctrl = (bp->tx_buf[i].len & DESC_LEN) | DESC_IOC | DESC_SOF | DESC_EOF;
	if (i == TX_RING - 1)
		ctrl |= DESC_EOT;
	b44_put_desc(&bp->tx_ring[i], ctrl, dma);
	bp->tx_head++;
	/* the chip sends up to the descriptor before this offset */
	wr(bp, BR_TX_PTR, RING_BYTES(bp->tx_head % TX_RING));
	if (bp->tx_head - bp->tx_tail >= TX_RING - 1)
		netif_stop_queue(dev);
	spin_unlock_irqrestore(&bp->lock, flags);
	return NETDEV_TX_OK;
}

static void b44_media_timer(struct timer_list *t)
{
	struct b44_priv *bp = timer_container_of(bp, t, media_timer);
	unsigned long flags;

	if (mii_check_media(&bp->mii, netif_msg_link(bp), 0)) {
		spin_lock_irqsave(&bp->lock, flags);
		wr(bp, BR_TX_CTRL, bp->mii.full_duplex ?
		   rd(bp, BR_TX_CTRL) | TXC_DUPLEX :
		   rd(bp, BR_TX_CTRL) & ~TXC_DUPLEX);
		spin_unlock_irqrestore(&bp->lock, flags);
	}
	spin_lock_irqsave(&bp->lock, flags);
	b44_fold_missed(bp);
	spin_unlock_irqrestore(&bp->lock, flags);
	mod_timer(&bp->media_timer, jiffies + MEDIA_PERIOD);
}

static void b44_free_rings(struct b44_priv *bp)
{
	struct device *d = &bp->pdev->dev;

	b44_free_bufs(bp);
	if (bp->rx_ring)
		dma_free_coherent(d, RING_BYTES(RX_RING), bp->rx_ring,
				  bp->rx_ring_dma);
	if (bp->tx_ring)
		dma_free_coherent(d, RING_BYTES(TX_RING), bp->tx_ring,
				  bp->tx_ring_dma);
	bp->rx_ring = NULL;
	bp->tx_ring = NULL;
}

static int b44_alloc_rings(struct b44_priv *bp)
{
	struct device *d = &bp->pdev->dev;
	unsigned int i;

	bp->rx_ring = dma_alloc_coherent(d, RING_BYTES(RX_RING),
					 &bp->rx_ring_dma, GFP_KERNEL);
	bp->tx_ring = dma_alloc_coherent(d, RING_BYTES(TX_RING),
					 &bp->tx_ring_dma, GFP_KERNEL);
	if (!bp->rx_ring || !bp->tx_ring)
		return -ENOMEM;
	memset(bp->rx_ring, 0, RING_BYTES(RX_RING));
	memset(bp->tx_ring, 0, RING_BYTES(TX_RING));
	for (i = 0; i < RX_RING; i++)
		if (b44_rx_refill(bp, i))
			return -ENOMEM;
	return 0;
}

static int b44_open(struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);
	int err;

	err = b44_alloc_rings(bp);
	if (err)
		goto err_rings;
	err = request_irq(bp->pdev->irq, b44_interrupt, IRQF_SHARED,
			  dev->name, dev);
	if (err)
		goto err_rings;

	napi_enable(&bp->napi);
	spin_lock_irq(&bp->lock);
	b44_hw_start(bp);
	spin_unlock_irq(&bp->lock);

	netif_carrier_off(dev);
	mii_check_media(&bp->mii, netif_msg_link(bp), 1);
	netif_start_queue(dev);
	mod_timer(&bp->media_timer, jiffies + MEDIA_PERIOD);
	return 0;

err_rings:
	b44_free_rings(bp);
	return err;
}

static int b44_stop(struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);

	netif_stop_queue(dev);
	napi_disable(&bp->napi);
	timer_delete_sync(&bp->media_timer);
	spin_lock_irq(&bp->lock);
	b44_hw_stop(bp);
	spin_unlock_irq(&bp->lock);
	free_irq(bp->pdev->irq, dev);
	netif_carrier_off(dev);
	b44_free_rings(bp);
	return 0;
}

static void b44_tx_timeout(struct net_device *dev, unsigned int txqueue)
{
	struct b44_priv *bp = netdev_priv(dev);
	unsigned long flags;

	netdev_warn(dev, "transmit timed out, TX status %08x\n",
		    rd(bp, BR_TX_STAT));
	/* the stack retries; a full restart needs the rings rebuilt */
	spin_lock_irqsave(&bp->lock, flags);
	bp->cnt.tx_errors++;
	spin_unlock_irqrestore(&bp->lock, flags);
}

static void b44_get_stats64(struct net_device *dev,
			    struct rtnl_link_stats64 *s)
{
	struct b44_priv *bp = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&bp->lock, flags);
	if (netif_running(dev) && netif_device_present(dev))
		b44_fold_missed(bp);
	*s = bp->cnt;
	spin_unlock_irqrestore(&bp->lock, flags);
}

/* Called by netpoll with interrupts off: mask the line without waiting. */
static void b44_poll_controller(struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);

	disable_irq_nosync(bp->pdev->irq);
	b44_interrupt(bp->pdev->irq, dev);
	enable_irq(bp->pdev->irq);
}

static const struct net_device_ops b44_netdev_ops = {
	.ndo_open		= b44_open,
	.ndo_stop		= b44_stop,
	.ndo_start_xmit		= b44_start_xmit,
	.ndo_set_rx_mode	= b44_set_rx_mode,
	.ndo_tx_timeout		= b44_tx_timeout,
	.ndo_get_stats64	= b44_get_stats64,
	.ndo_poll_controller	= b44_poll_controller,
};

static void b44_get_drvinfo(struct net_device *dev,
			    struct ethtool_drvinfo *info)
{
	struct b44_priv *bp = netdev_priv(dev);

	strscpy(info->driver, DRV_NAME, sizeof(info->driver));
	strscpy(info->bus_info, pci_name(bp->pdev), sizeof(info->bus_info));
}

static int b44_get_link_ksettings(struct net_device *dev,
				  struct ethtool_link_ksettings *cmd)
{
	struct b44_priv *bp = netdev_priv(dev);

	mii_ethtool_get_link_ksettings(&bp->mii, cmd);
	return 0;
}

static int b44_set_link_ksettings(struct net_device *dev,
				  const struct ethtool_link_ksettings *cmd)
{
	struct b44_priv *bp = netdev_priv(dev);

	return mii_ethtool_set_link_ksettings(&bp->mii, cmd);
}

static u32 b44_get_msglevel(struct net_device *dev)
{
	struct b44_priv *bp = netdev_priv(dev);

	return bp->msg_enable;
}

static void b44_set_msglevel(struct net_device *dev, u32 level)
{
	struct b44_priv *bp = netdev_priv(dev);

	bp->msg_enable = level;
}

static const struct ethtool_ops b44_ethtool_ops = {
	.get_drvinfo	= b44_get_drvinfo,
	.get_link	= ethtool_op_get_link,
	.get_msglevel	= b44_get_msglevel,
	.set_msglevel	= b44_set_msglevel,
	NAPI_COMPAT_LINK_KSETTINGS_OPS(b44_get_link_ksettings,
				       b44_set_link_ksettings),
};

static int b44_read_address(struct b44_priv *bp, u8 *addr)
{
	int i;

	for (i = 0; i < ETH_ALEN; i += 2) {
		u16 w = ioread16(bp->regs + SPROM_BASE + SPROM_MAC + i);

		addr[i] = w >> 8;
		addr[i + 1] = w & 0xff;
	}
	bp->phy_addr = ioread16(bp->regs + SPROM_BASE + SPROM_PHY) & 0x1f;
	return is_valid_ether_addr(addr) ? 0 : -EIO;
}

static int b44_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct net_device *dev;
	struct b44_priv *bp;
	u8 addr[ETH_ALEN];
	int err;

	dev = alloc_etherdev(sizeof(*bp));
	if (!dev)
		return -ENOMEM;
	SET_NETDEV_DEV(dev, &pdev->dev);
	bp = netdev_priv(dev);
	bp->dev = dev;
	bp->pdev = pdev;
	spin_lock_init(&bp->lock);
	bp->msg_enable = netif_msg_init(debug, NETIF_MSG_DRV |
					NETIF_MSG_PROBE | NETIF_MSG_LINK);

	err = pci_enable_device(pdev);
	if (err)
		goto err_free;
	if (!(pci_resource_flags(pdev, 0) & IORESOURCE_MEM)) {
		err = -ENODEV;
		goto err_disable;
	}
	err = pci_request_regions(pdev, DRV_NAME);
	if (err)
		goto err_disable;
	pci_set_master(pdev);
	/* the chip's window onto host memory is 1GB */
	err = dma_set_mask_and_coherent(&pdev->dev, DMA_BIT_MASK(30));
	if (err)
		goto err_release;
	bp->regs = pci_iomap(pdev, 0, 0);
	if (!bp->regs) {
		err = -EIO;
		goto err_release;
	}
	err = b44_read_address(bp, addr);
	if (err) {
		dev_err(&pdev->dev, "no valid station address in the SPROM\n");
		goto err_unmap;
	}
	eth_hw_addr_set(dev, addr);

	napi_compat_set_netdev_ops(dev, &b44_netdev_ops);
	dev->ethtool_ops = &b44_ethtool_ops;
	dev->watchdog_timeo = TX_TIMEOUT;
	netif_napi_add(dev, &bp->napi, b44_poll);

	bp->mii.dev = dev;
	bp->mii.mdio_read = b44_mdio_read;
	bp->mii.mdio_write = b44_mdio_write;
	bp->mii.phy_id = bp->phy_addr;
	bp->mii.phy_id_mask = 0x1f;
	bp->mii.reg_num_mask = 0x1f;
	timer_setup(&bp->media_timer, b44_media_timer, 0);

	/* quiet the core until the interface is opened */
	spin_lock_irq(&bp->lock);
	b44_hw_stop(bp);
	spin_unlock_irq(&bp->lock);

	pci_set_drvdata(pdev, dev);
	err = register_netdev(dev);
	if (err)
		goto err_napi;

	netdev_info(dev, "BCM4401 at irq %d, PHY %u\n", pdev->irq,
		    bp->phy_addr);
	return 0;

err_napi:
	netif_napi_del(&bp->napi);
err_unmap:
	pci_iounmap(pdev, bp->regs);
err_release:
	pci_release_regions(pdev);
err_disable:
	pci_disable_device(pdev);
err_free:
	free_netdev(dev);
	return err;
}

static void b44_remove(struct pci_dev *pdev)
{
	struct net_device *dev = pci_get_drvdata(pdev);
	struct b44_priv *bp = netdev_priv(dev);

	unregister_netdev(dev);
	netif_napi_del(&bp->napi);
	pci_iounmap(pdev, bp->regs);
	pci_release_regions(pdev);
	pci_disable_device(pdev);
	free_netdev(dev);
}

static const struct pci_device_id b44_pci_ids[] = {
	{ PCI_DEVICE(0x14e4, 0x4401) },
	{ PCI_DEVICE(0x14e4, 0x4402) },
	{ PCI_DEVICE(0x14e4, 0x170c) },
	{ }
};
MODULE_DEVICE_TABLE(pci, b44_pci_ids);

static struct pci_driver b44_pci_driver = {
	.name		= DRV_NAME,
	.id_table	= b44_pci_ids,
	.probe		= b44_probe,
	.remove		= b44_remove,
};

module_pci_driver(b44_pci_driver);

MODULE_DESCRIPTION("Broadcom BCM4401 10/100 Ethernet (napi-compat example)");
MODULE_LICENSE("GPL");
